import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { tokenFor } from './auth';
import { gotoReady } from './page';
import { PASSWORD } from './session';

/** What the forms e2e tests read back: stored submissions (staff API), mails, and a login. */

export interface Submission {
  uuid: string;
  action: string;
  form_id: string | null;
  language: string | null;
  channel: string | null;
  email: string | null;
  data: Record<string, unknown>;
}

let adminToken: string | undefined;
export async function staffHeaders() {
  adminToken ??= await tokenFor({ id: 1, email: 'admin@maison.test', is_superuser: true });
  return { Authorization: `Token ${adminToken}` };
}

/** The stored submission of `action` that `match` picks, read through the staff API. */
export async function stored(
  request: APIRequestContext,
  action: string,
  match: (s: Submission) => boolean,
): Promise<Submission> {
  let found: Submission | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/forms/?action=${action}`, {
          headers: await staffHeaders(),
        });
        expect(res.status()).toBe(200);
        const body = (await res.json()) as { results: Submission[] };
        found = body.results.find(match);
        return found !== undefined;
      },
      { message: `a stored ${action} submission` },
    )
    .toBe(true);
  return found!;
}
export const byEmail = (email: string) => (s: Submission) =>
  (s.email ?? (s.data.email as string | undefined))?.toLowerCase() === email.toLowerCase();

/** Expects the stored fields to be what was typed (e-mail may live in its own column). */
export function expectStoredFields(submission: Submission, typed: Record<string, unknown>) {
  expect({ email: submission.email, ...submission.data }).toMatchObject(typed);
}

/** The newest mail to `to` in the development mailbox, with its HTML. */
export async function mailTo(request: APIRequestContext, to: string) {
  let id: number | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/v1/dev/mailbox/');
        expect(res.status()).toBe(200);
        const list = (await res.json()) as { id: number; to: string }[];
        id = list.find((m) => m.to.toLowerCase().includes(to.toLowerCase()))?.id;
        return id !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  const res = await request.get(`/api/v1/dev/mailbox/${id}/`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { subject: string; html: string; text: string; language: string };
}

export async function login(page: Page, email: string) {
  await gotoReady(page, '/anmelden');
  const form = page.getByTestId('login-form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(PASSWORD);
  await form.getByRole('button').click();
  // Without `next` and without a configured page a login goes home (000 §4).
  await page.waitForURL((url) => url.pathname === '/');
}
