import { z } from 'zod';
import { and, DEMO_ACCOUNTS, eq, or, sql, users, type Db } from '@maison/db';
import { SECRET_MIN_LENGTH } from '@maison/domain';
import { parseDsn } from '@maison/services/logging/sentry';
import { isProduction } from './secrets';

/**
 * The process environment, checked once at boot (issue 14; README "Configuration"). Outside
 * production every variable is optional and only its form is checked; with
 * MAISON_ENV=production the demo defaults are refused (docs/decisions/0016-production-mode.md).
 */

type Env = Record<string, string | undefined>;

const IN_PRODUCTION = ' (required when MAISON_ENV=production)';

/** `make(message)` as an optional variable, or a required one when `required` says so. */
function variable<T extends z.ZodType>(
  make: (message: string) => T,
  description: string,
  required = false,
) {
  return required ? make(`${description}${IN_PRODUCTION}`) : make(description).optional();
}

const port = (error: string) =>
  z.coerce.number({ error }).int({ error }).min(1, { error }).max(65535, { error });
const text = (error: string) => z.string({ error }).min(1, { error });
const secret = (error: string) => z.string({ error }).min(SECRET_MIN_LENGTH, { error });
const url = (protocol: RegExp) => (error: string) => z.url({ protocol, error });
const email = (error: string) => z.email({ error });
const mailbox = (error: string) =>
  z.string({ error }).regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { error });

/** A comma-separated list whose every entry passes `valid`; a bad entry is named. */
const list = (valid: (entry: string) => boolean, what: string) => (error: string) =>
  z.string({ error }).superRefine((value, ctx) => {
    for (const raw of value.split(',')) {
      const entry = raw.trim();
      if (entry && !valid(entry))
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not ${what}` });
    }
  });

const ipOrCidr = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);
const isOrigin = (entry: string) => {
  try {
    const parsed = new URL(entry);
    return (
      (parsed.protocol === 'https:' || parsed.protocol === 'http:') &&
      parsed.origin === entry.replace(/\/$/, '')
    );
  } catch {
    return false;
  }
};
const isDsn = (value: string) => {
  try {
    parseDsn(value);
    return true;
  } catch {
    return false;
  }
};

/** The schema of the environment `env` describes: production is read first, as isProduction does. */
function environmentSchema(env: Env) {
  const production = isProduction(env);
  const both = (other: string) => `set together with ${other}`;
  return z.object({
    MAISON_ENV: z.enum(['demo', 'production'], { error: 'demo or production' }).default('demo'),
    PORT: variable(port, 'a port number (1–65535)'),
    API_PORT: variable(port, 'a port number (1–65535)'),
    DATA_DIR: variable(text, 'a directory'),
    DATABASE_URL: variable(url(/^postgres(ql)?$/), 'a postgres:// or postgresql:// URL'),
    DATABASE_READ_URL: variable(url(/^postgres(ql)?$/), 'a postgres:// or postgresql:// URL'),
    JWT_SECRET: variable(secret, `at least ${SECRET_MIN_LENGTH} characters`, production),
    API_URL: variable(url(/^https?$/), 'an http:// or https:// URL'),
    REDIS_URL: variable(url(/^rediss?$/), 'a redis:// or rediss:// URL'),
    STORYBLOK_TOKEN: variable(text, 'a token'),
    CONTENT_PREVIEW_SECRET: production
      ? variable(secret, `at least ${SECRET_MIN_LENGTH} characters`)
      : variable(text, 'a secret'),
    REVALIDATE_WEBHOOK_URL: variable(url(/^https?$/), 'an http:// or https:// URL'),
    // Outside production the secret is generated into DATA_DIR (secrets.ts).
    REVALIDATE_SECRET: production
      ? variable(
          secret,
          `at least ${SECRET_MIN_LENGTH} characters, with REVALIDATE_WEBHOOK_URL`,
          env.REVALIDATE_WEBHOOK_URL !== undefined,
        )
      : variable(text, 'a secret'),
    // Without SMTP every e-mail lands in the outbox, a demo device read at /mailbox.
    SMTP_URL: variable(url(/^smtps?$/), 'an smtp:// or smtps:// URL', production),
    MAIL_FROM: variable(mailbox, 'an address, optionally as "Name <address>"', production),
    SITE_URL: production
      ? variable(url(/^https$/), 'an https:// URL', true)
      : variable(url(/^https?$/), 'an http:// or https:// URL'),
    // Their defaults are on the demo domain, which no one receives.
    FORMS_NOTIFY_EMAIL: variable(email, 'an e-mail address', production),
    SHOP_ORDERS_EMAIL: variable(email, 'an e-mail address', production),
    SEED_INVENTORY_ITEMS: variable(
      (error) => z.string({ error }).regex(/^\d+$/, { error }),
      'a whole number',
    ),
    // One without the others would quietly fall back to the embedded engine.
    COMMERCE_LAYER_ORGANIZATION: variable(
      text,
      both('COMMERCE_LAYER_CLIENT_ID and COMMERCE_LAYER_CLIENT_SECRET'),
      env.COMMERCE_LAYER_CLIENT_ID !== undefined || env.COMMERCE_LAYER_CLIENT_SECRET !== undefined,
    ),
    COMMERCE_LAYER_CLIENT_ID: variable(
      text,
      both('COMMERCE_LAYER_ORGANIZATION and COMMERCE_LAYER_CLIENT_SECRET'),
      env.COMMERCE_LAYER_ORGANIZATION !== undefined ||
        env.COMMERCE_LAYER_CLIENT_SECRET !== undefined,
    ),
    COMMERCE_LAYER_CLIENT_SECRET: variable(
      text,
      both('COMMERCE_LAYER_ORGANIZATION and COMMERCE_LAYER_CLIENT_ID'),
      env.COMMERCE_LAYER_ORGANIZATION !== undefined || env.COMMERCE_LAYER_CLIENT_ID !== undefined,
    ),
    COMMERCE_LAYER_DOMAIN: variable(
      (error) => z.string({ error }).regex(z.regexes.domain, { error }),
      'a domain name',
    ),
    SENTRY_DSN: variable(
      (error) => z.string({ error }).refine(isDsn, { error }),
      'a Sentry DSN (https://<key>@<host>/<project>)',
    ),
    TRUSTED_PROXIES: variable(
      list((entry) => ipOrCidr.safeParse(entry).success, 'an IP address or CIDR range'),
      'IP addresses and CIDR ranges, comma-separated',
    ),
    ALLOWED_ORIGINS: variable(
      list(isOrigin, 'an http:// or https:// origin'),
      'origins, comma-separated',
    ),
    API_DOCS: variable((error) => z.enum(['0', '1'], { error }), '1 or 0'),
    LOG_LEVEL: variable(
      (error) => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error }),
      'fatal, error, warn, info, debug, trace or silent',
    ),
  });
}

export type Environment = z.infer<ReturnType<typeof environmentSchema>>;

/** What is wrong with the environment, one line per variable; never quotes a secret's value. */
export class EnvironmentError extends Error {
  constructor(readonly problems: Record<string, string[]>) {
    super(
      [
        'The environment is not valid:',
        ...Object.entries(problems).map(([name, messages]) => `  ${name}: ${messages.join('; ')}`),
      ].join('\n'),
    );
    this.name = 'EnvironmentError';
  }
}

/**
 * The parsed environment, or an EnvironmentError naming every missing or malformed variable at
 * once. Empty values (`SMTP_URL=` in a compose file) count as unset.
 */
export function checkEnvironment(env: Env = process.env): Environment {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = environmentSchema(set).safeParse(set);
  if (result.success) return result.data;
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (problems[String(issue.path[0])] ??= []).push(issue.message);
  throw new EnvironmentError(problems);
}

/** The interactive API reference (/api/v1/docs/): outside production, or with API_DOCS=1. */
export function apiDocsEnabled(env: Env = process.env): boolean {
  return !isProduction(env) || env.API_DOCS === '1';
}

/** The demo accounts' domains (`@maison.test`): reserved (RFC 2606), so no one receives mail there. */
const DEMO_DOMAINS = [...new Set(DEMO_ACCOUNTS.map((a) => a.email.slice(a.email.indexOf('@'))))];

/**
 * Refuses a production process whose database holds active demo accounts (seed.ts, with the
 * published password). Only active ones: an account registered at the demo domain can never be
 * activated, so no visitor can stop the site by registering one.
 */
export async function assertProductionReady(db: Db, env: Env = process.env): Promise<void> {
  if (!isProduction(env)) return;
  const demo = await db
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.is_active, true),
        or(...DEMO_DOMAINS.map((domain) => sql`${users.email} like ${`%${domain}`}`)),
      ),
    )
    .orderBy(users.email);
  if (demo.length > 0) {
    throw new Error(
      `The database holds demo accounts (${demo.map((u) => u.email).join(', ')}) with the ` +
        'published demo password; a production database is not seeded with demo data ' +
        '(docs/operations.md). Delete these accounts, or start with MAISON_ENV=demo.',
    );
  }
}
