import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { NON_FIELD_ERRORS, type ApiErrorBody, type FieldErrors } from '@maison/domain';
import type { AppEnv } from './env';

/** Django REST framework's texts, which the spec's clients match on (000 §5, 000 §8). */
export const MESSAGES = {
  required: 'This field is required.',
  notFound: 'Not found.',
  serverError: 'A server error occurred.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  permissionDenied: 'You do not have permission to perform this action.',
  csrfOrigin: 'CSRF Failed: Origin checking failed.',
  /** Ours (issue 24): a login that must set its password first has done nothing else yet. */
  passwordSetRequired: 'You must set a new password before you can continue.',
} as const;

/** Thrown by handlers and helpers to answer with a given status and DRF-shaped body. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: ApiErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Validation failed');
    this.name = 'ApiError';
  }
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Zod issues as DRF field errors: nested paths joined with '.', whole-input issues under
 * non_field_errors, and a missing value (of any type, choices too) reported with DRF's
 * required-field text.
 */
export function toFieldErrors(error: ZodError, input: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : NON_FIELD_ERRORS;
    const missing =
      (issue.code === 'invalid_type' || issue.code === 'invalid_value') &&
      issue.path.length > 0 &&
      valueAt(input, issue.path) === undefined;
    (errors[key] ??= []).push(missing ? MESSAGES.required : issue.message);
  }
  return errors;
}

/**
 * Default hook of every router: a failed body, query or path validation answers 400 with the
 * field errors. The validator hands the raw input over as `data` alongside the error.
 */
export function validationHook(
  result: { success: true } | { success: false; error: ZodError },
  c: Context<AppEnv>,
): Response | undefined {
  if (result.success) return undefined;
  const input = (result as { data?: unknown }).data;
  return c.json(toFieldErrors(result.error, input), 400);
}

const MALFORMED_JSON = 'Malformed JSON in request body';

/** The error handler: known errors answer in DRF's shape; anything else is a logged 500. */
export async function handleError(err: Error, c: Context<AppEnv>): Promise<Response> {
  if (err instanceof ApiError) return c.json(err.body, err.status, err.headers);
  if (err instanceof HTTPException) {
    if (err.status === 415) {
      const type = c.req.header('content-type') ?? '';
      return c.json({ detail: `Unsupported media type "${type}" in request.` }, 415);
    }
    if (err.status === 400 && err.message === MALFORMED_JSON) {
      return c.json({ detail: `JSON parse error - ${await jsonParseMessage(c)}` }, 400);
    }
    return c.json({ detail: err.message || 'Bad request.' }, err.status);
  }
  c.get('errorReporter').captureException(withoutQueryParams(err), {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
  });
  return c.json({ detail: MESSAGES.serverError }, 500);
}

/**
 * Drizzle's query errors carry the bound parameters (password hashes, token hashes, e-mail
 * addresses) in their message and fields; the report keeps the SQL and the database's message.
 */
function withoutQueryParams(err: Error): Error {
  const { query, params, cause } = err as Error & {
    query?: unknown;
    params?: unknown;
    cause?: unknown;
  };
  if (typeof query !== 'string' || params === undefined) return err;
  const safe = new Error(`Failed query: ${query}`);
  safe.name = err.name;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  if (cause instanceof Error) {
    // The database's `detail` may quote values too, so only its message and code are kept.
    const code = (cause as { code?: unknown }).code;
    safe.cause = { message: cause.message, ...(code ? { code } : {}) };
  }
  return safe;
}

async function jsonParseMessage(c: Context<AppEnv>): Promise<string> {
  try {
    JSON.parse(await c.req.text());
    return 'invalid JSON';
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
