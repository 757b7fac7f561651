import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, request, test, type BrowserContext, type Page } from '@playwright/test';
import { clientAddressHeaders } from './page';

/** Every demo account's password (README "Demo accounts"). */
export const PASSWORD = 'maison-demo-2026';

/**
 * One login per account and run (each login is a session of its own, and ending one in a test
 * must not end the others'): the session cookies are kept as a storage state in the run's output folder (emptied when a run
 * starts), so a worker restarted after a failure reuses them too.
 */
const states = new Map<string, Promise<string>>();
function sessionOf(email: string, baseURL: string): Promise<string> {
  let state = states.get(email);
  if (!state) {
    state = (async () => {
      const path = join(test.info().project.outputDir, `.session-${email}.json`);
      if (existsSync(path)) return path;
      const api = await request.newContext({ baseURL, extraHTTPHeaders: clientAddressHeaders() });
      const res = await api.post('/api/v1/jwt/create/', { data: { email, password: PASSWORD } });
      expect(res.status(), await res.text()).toBe(200);
      // Written whole, then renamed: a worker running beside this one reads all or nothing.
      const partial = `${path}.${process.pid}`;
      await api.storageState({ path: partial });
      await rename(partial, path);
      await api.dispose();
      return path;
    })();
    states.set(email, state);
  }
  return state;
}

export const baseURL = () =>
  test.info().project.use.baseURL ??
  process.env.E2E_BASE_URL ??
  `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** Starts the test's browser context with the account's session. */
export async function login(page: Page, email: string) {
  const { cookies } = JSON.parse(await readFile(await sessionOf(email, baseURL()), 'utf8')) as {
    cookies: Parameters<BrowserContext['addCookies']>[0];
  };
  await page.context().addCookies(cookies);
}
