import { CommerceError, SkuNotFoundError } from '../types';

/** What the SDK throws for an error response (its ApiError: name, type, status, errors). */
interface ClApiError {
  name: 'ApiError';
  type: 'response';
  message: string;
  status?: number;
  errors?: unknown[];
}

/**
 * The SDK's ApiError.isApiError, by shape: the SDK's runtime entry does not export the class
 * (only its type declarations do).
 */
function isClApiError(error: unknown): error is ClApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ApiError' &&
    (error as { type?: unknown }).type === 'response'
  );
}

/** The first error's code and detail of a Commerce Layer API error. */
function firstError(error: ClApiError): { code: string; detail: string; pointer: string } {
  const first = (error.errors?.[0] ?? {}) as {
    code?: string;
    detail?: string;
    source?: { pointer?: string };
  };
  return {
    code: first.code ?? '',
    detail: first.detail ?? error.message,
    pointer: first.source?.pointer ?? '',
  };
}

/** Maps the SDK's failures to CommerceErrors (status: what our API answers). */
export function toCommerceError(error: unknown, context: { skuCode?: string } = {}): CommerceError {
  if (error instanceof CommerceError) return error;
  if (isClApiError(error)) {
    const { code, detail, pointer } = firstError(error);
    if (context.skuCode && error.status === 422 && /sku/i.test(`${pointer} ${detail}`))
      return new SkuNotFoundError(context.skuCode);
    if (error.status === 404) return new CommerceError('not_found', detail, 404, error.errors);
    if (error.status === 401 || error.status === 403)
      return new CommerceError('unauthorized', detail, 503, error.errors);
    if (error.status === 422)
      return new CommerceError('invalid', `${code}: ${detail}`, 400, error.errors);
    return new CommerceError('unavailable', detail, 503, error.errors);
  }
  return new CommerceError(
    'unavailable',
    error instanceof Error ? error.message : String(error),
    503,
  );
}

/** The service refused the access token (expired or revoked): worth one renewal. */
export function isUnauthorized(error: unknown): boolean {
  return isClApiError(error) && error.status === 401;
}
