import { Writable } from 'node:stream';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '@maison/db';
import { createLogger, type Logger } from '@maison/services/logging/local';
import { createApp, type AppEnv } from '../src';

export { createTestDb, type TestDb } from '@maison/db/testing';

/** A logger whose JSON lines the test can read back; silent on the console. */
export function captureLogger(): { logger: Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ level: 'info', destination }), lines };
}

/** The app on `db` with optional test-only routers; `logs` collects its log lines. */
export function testApp(db: Db, extraRouters: OpenAPIHono<AppEnv>[] = []) {
  const { logger, lines } = captureLogger();
  return { app: createApp({ db, logger, extraRouters }), logs: lines };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
