import { Writable } from 'node:stream';
import type { Db } from '@maison/db';
import { createLogger } from '@maison/services/logging/local';
import { createApp } from '../src';
import { testApp } from './helpers';
import type { OpenApiDoc } from './openapi-kit/document';

/**
 * Helpers of the generated suites that go through the public HTTP API only (login, the dev
 * mailbox, the OpenAPI document), so they keep working while auth internals change.
 */

export interface RequestApp {
  request: (input: string, init?: RequestInit) => Response | Promise<Response>;
}

/**
 * The app on `db` logging errors only: tens of thousands of requests stay cheap, and the
 * messages of unhandled errors (the 500s) are kept for failure reports.
 */
export function quietApp(db: Db): { app: RequestApp; errors: string[] } {
  const errors: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line) continue;
        const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
        errors.push(entry.err?.message ?? entry.msg ?? line);
      }
      done();
    },
  });
  const app = createApp({ db, logger: createLogger({ level: 'error', destination }) });
  return { app: app as RequestApp, errors };
}

/**
 * A value read when the request is built (String() or JSON.stringify): the fixture's current
 * cart, the throwaway account's current password. Arbitraries stay fixed; the value follows
 * the world.
 */
export class Dyn {
  constructor(private readonly read: () => unknown) {}
  toString(): string {
    return String(this.read());
  }
  toJSON(): unknown {
    return this.read();
  }
}

async function readDocument(app: RequestApp): Promise<OpenApiDoc> {
  const res = await app.request('/api/v1/openapi.json');
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDoc;
}

/** The document the app serves, read from an app without a database (no handler runs). */
export function servedDocument(): Promise<OpenApiDoc> {
  return readDocument(testApp(null as unknown as Db).app);
}

/** An access token from `POST /api/v1/jwt/create/`. */
export async function loginOverHttp(
  app: RequestApp,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.request('/api/v1/jwt/create/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access?: string };
  if (res.status !== 200 || !body.access)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.access;
}

/** The uid and token of the newest account e-mail to `to`, read from the dev mailbox. */
export async function mailLink(
  app: RequestApp,
  to: string,
): Promise<{ uid: string; token: string }> {
  const list = (await (await app.request('/api/v1/dev/mailbox/')).json()) as {
    id: number;
    to: string;
  }[];
  const message = list.find((m) => m.to === to || m.to.includes(`<${to}>`));
  if (!message) throw new Error(`no mail to ${to}`);
  const { text } = (await (await app.request(`/api/v1/dev/mailbox/${message.id}/`)).json()) as {
    text: string;
  };
  const match = /[?&]uid=([^&\s"<>]+)&token=([^&\s"<>]+)/.exec(text);
  if (!match?.[1] || !match[2]) throw new Error(`no uid/token link in the mail to ${to}`);
  return { uid: decodeURIComponent(match[1]), token: decodeURIComponent(match[2]) };
}
