import { API_BASE } from '@/features/account/api';

/** One stored submission as the staff API lists it (docs/forms.md, staff). */
export interface Submission {
  uuid: string;
  action: string;
  form_id: string | null;
  language: string | null;
  channel: string | null;
  jeweler_slug: string | null;
  store_uuid: string | null;
  email: string | null;
  data: Record<string, unknown>;
  created_at: string;
  updated_at: string | null;
}

export interface SubmissionPage {
  results: Submission[];
  count: number;
  next: string | null;
}

export interface SubmissionFilter {
  /** One of FORM_ACTIONS, or '' for all. */
  action: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

/** The query of the list and the export: only the filters that are set. */
export function filterQuery(filter: SubmissionFilter, page?: number): string {
  const params = new URLSearchParams();
  if (filter.action) params.set('action', filter.action);
  if (filter.from) params.set('created_after', filter.from);
  if (filter.to) params.set('created_before', filter.to);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const listPath = (filter: SubmissionFilter, page: number) =>
  `/forms/${filterQuery(filter, page)}`;

/** The CSV download of the filtered submissions. */
export const exportHref = (filter: SubmissionFilter) =>
  `${API_BASE}/forms/export/${filterQuery(filter)}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** dd.mm.yyyy HH:mm in the browser's time zone (001 §9: dates dd.mm.yyyy). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const SUMMARY_TEXT_MAX = 80;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function shorten(value: string): string {
  return value.length > SUMMARY_TEXT_MAX ? `${value.slice(0, SUMMARY_TEXT_MAX - 1)}…` : value;
}

/** A line about the submission: name, subject, the first text, the products. */
export function submissionSummary(data: Record<string, unknown>): string {
  const name =
    [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ') ||
    text(data.customer_lastname);
  const body =
    text(data.message) ||
    text(data.appointment_request) ||
    text(data.notes) ||
    text(data.address_city);
  return [
    name,
    text(data.subject),
    body && shorten(body),
    text(data.products),
    text(data.event_date).slice(0, 10),
  ]
    .filter(Boolean)
    .join(' · ');
}
