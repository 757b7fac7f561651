import { apiFetch, type ApiResult } from '@/features/account/api';

/** The forms API as the browser calls it (docs/forms.md). */

export interface FormCreated {
  uuid: string;
}

export function postForm(body: Record<string, unknown>): Promise<ApiResult<FormCreated>> {
  return apiFetch<FormCreated>('/forms/', { method: 'POST', body });
}

export function patchForm(
  uuid: string,
  body: Record<string, unknown>,
): Promise<ApiResult<FormCreated>> {
  return apiFetch<FormCreated>(`/forms/${encodeURIComponent(uuid)}/`, { method: 'PATCH', body });
}

export function confirmNewsletter(uuid: string): Promise<ApiResult> {
  return apiFetch(`/forms/${encodeURIComponent(uuid)}/newsletter-subscribe-confirm/`, {
    method: 'POST',
  });
}
