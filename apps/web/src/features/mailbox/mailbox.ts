import type { api, InferResponseType } from '@maison/api/web-client';

/** The development mailbox API (outside production): the outbox of account e-mails. */
type MailboxList = InferResponseType<typeof api.api.v1.dev.mailbox.index.$get, 200>;
export type MailSummary = MailboxList[number];
export type Mail = InferResponseType<(typeof api.api.v1.dev.mailbox)[':id']['index']['$get'], 200>;

/**
 * The mail's HTML for a sandboxed iframe: links open in the top window, so following the
 * activation link leaves the mailbox as a click in the mail client would.
 */
export function mailDocument(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}
