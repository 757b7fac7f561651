/**
 * The proxy sends an unknown page path to its locale's cached not-found page and marks the
 * response with this header; the server (apps/web/server.ts) answers it with 404 and drops the
 * mark (decision 0023). A rewrite with status 404 would make Next regenerate that page as an
 * error render, without the page's own title.
 */
export const NOT_FOUND_MARK = 'x-maison-not-found';

/** The status to send: 404 for a marked page Next answered with 200; anything else as is. */
export function statusToSend(status: number, marked: boolean): number {
  return marked && status === 200 ? 404 : status;
}
