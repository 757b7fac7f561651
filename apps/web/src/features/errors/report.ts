import { api, send } from '@maison/api/web-client';

export interface ClientErrorReport {
  /** What failed, e.g. forms.museum_form. */
  source: string;
  /** What happened, without what the person typed. */
  message: string;
  /** The failed call's status; 0 when it got no answer. */
  status?: number;
}

/**
 * Reports a browser failure to the error-reporting port through the API (the browser has no
 * Sentry SDK; docs/decisions/0040) and to the console. A report that fails is dropped: it
 * must never become a second failure for the person.
 */
export function reportClientError(report: ClientErrorReport): void {
  console.error(`[${report.source}] ${report.message}`, report.status ?? '');
  const path = typeof window === 'undefined' ? undefined : window.location.pathname;
  send(
    api.api.v1['client-errors'].index.$post(
      { json: { ...report, ...(path ? { path } : {}) } },
      { init: { keepalive: true } },
    ),
  ).catch(() => undefined);
}
