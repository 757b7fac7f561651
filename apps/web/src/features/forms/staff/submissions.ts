import { api, type InferRequestType, type InferResponseType } from '@maison/api/web-client';

/** A page of stored submissions as the staff API lists them (docs/forms.md, staff). */
export type SubmissionPage = InferResponseType<typeof api.api.v1.forms.index.$get, 200>;
export type Submission = SubmissionPage['results'][number];
type ListQuery = InferRequestType<typeof api.api.v1.forms.index.$get>['query'];

export interface SubmissionFilter {
  /** One of FORM_ACTIONS, or '' for all. */
  action: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

/** The query of the list (with its page) and the export: only the filters that are set. */
export function listQuery(filter: SubmissionFilter, page?: number): ListQuery {
  const query: Record<string, string> = {};
  if (filter.action) query.action = filter.action;
  if (filter.from) query.created_after = filter.from;
  if (filter.to) query.created_before = filter.to;
  if (page && page > 1) query.page = String(page);
  return query;
}

export function filterQuery(filter: SubmissionFilter, page?: number): string {
  const query = new URLSearchParams(listQuery(filter, page)).toString();
  return query ? `?${query}` : '';
}

/**
 * The CSV download of the filtered submissions: a link, so the browser saves the file. The
 * client spells the route's trailing slash as `index` and leaves it out of the path.
 */
export const exportHref = (filter: SubmissionFilter) =>
  `${api.api.v1.forms.export.index.$path()}/${filterQuery(filter)}`;

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
