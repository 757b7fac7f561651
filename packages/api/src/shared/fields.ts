import { z } from '@hono/zod-openapi';
import {
  LOCALES,
  NON_FIELD_ERRORS,
  USER_GENDERS,
  USER_TITLES,
  WISHLIST_MAX_ENTRIES,
  type FieldErrors,
} from '@maison/domain';

/** Zod fields answering with DRF's serializer-field texts. */

const BLANK = 'This field may not be blank.';
const NOT_NULL = 'This field may not be null.';

/** Django's EmailField. */
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL = 'Enter a valid email address.';

export const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;
/** How a refused value is quoted: objects as JSON, since `String()` throws on some of them. */
function shown(input: unknown): string {
  if (input !== null && typeof input === 'object') {
    try {
      return JSON.stringify(input);
    } catch {
      return Object.prototype.toString.call(input);
    }
  }
  return String(input);
}

export const choice = (input: unknown) => `"${shown(input)}" is not a valid choice.`;

export const stringError = (issue: { input?: unknown }) =>
  issue.input === null ? NOT_NULL : 'Not a valid string.';

/** A CharField: a string, not blank unless `allowBlank`, at most `max` characters. */
export function charField(options: { max?: number; allowBlank?: boolean } = {}) {
  let field = z.string({ error: stringError });
  if (!options.allowBlank)
    field = field.refine((v) => v.trim().length > 0, { error: BLANK, abort: true });
  return options.max ? field.max(options.max, { error: maxLength(options.max) }) : field;
}

/** A password: not blank; its rules run in the handler, which knows the user's attributes. */
export const passwordField = () => z.string({ error: stringError }).min(1, { error: BLANK });

/** Django's EmailField (254 characters), trimmed and lower-cased (users.email is lower case). */
export const emailField = () =>
  z
    .string({ error: stringError })
    .trim()
    .min(1, { error: BLANK, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: maxLength(EMAIL_MAX_LENGTH), abort: true })
    .regex(z.regexes.email, { error: INVALID_EMAIL })
    .transform((v) => v.toLowerCase());

/**
 * The login's `email` field: an e-mail address, or (issue 19) without '@' the username of a
 * portal user created without e-mail. Trimmed and lower-cased, as both are compared.
 */
export const loginField = () =>
  z
    .string({ error: stringError })
    .trim()
    .min(1, { error: BLANK, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: maxLength(EMAIL_MAX_LENGTH), abort: true })
    .refine((v) => (v.includes('@') ? z.regexes.email.test(v) : true), { error: INVALID_EMAIL })
    .transform((v) => v.toLowerCase());

export function choiceField<T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === null ? NOT_NULL : choice(issue.input)),
  });
}

export const languageField = () => choiceField(LOCALES);
export const titleField = () => choiceField(USER_TITLES).nullable();
export const genderField = () => choiceField(USER_GENDERS).nullable();

/** Django's username: letters, digits and @/./+/-/_ only, at most 150 characters. */
export const usernameField = () =>
  charField({ max: 150 })
    .regex(/^[\p{L}\p{N}@.+\-_]+$/u, {
      error:
        'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    })
    // The generator appends the regex flags ("…$/u"), which no client can compile.
    .openapi({ pattern: '^[\\p{L}\\p{N}@.+\\-_]+$' })
    .nullable();

/** The Python type name DRF puts into its type errors. */
export function pythonType(value: unknown): string {
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return 'dict';
}

export const DATETIME_FORMAT =
  'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';

/** 000 §3: wishlist entries; duplicates are collapsed by the handler. */
export const wishlistField = () =>
  z
    .array(
      z.object({
        article: charField({ max: 64 }),
        date_added: z.iso.datetime({ offset: true, error: DATETIME_FORMAT }),
      }),
      {
        error: (issue) =>
          issue.input === null
            ? NOT_NULL
            : `Expected a list of items but got type "${pythonType(issue.input)}".`,
      },
    )
    .max(WISHLIST_MAX_ENTRIES, {
      error: `Ensure this field has no more than ${WISHLIST_MAX_ENTRIES} elements.`,
    });

/** DRF's CharField text for U+0000, which PostgreSQL text and jsonb cannot hold. */
export const NUL_MESSAGE = 'Null characters are not allowed.';

/**
 * Where the strings of a JSON body (keys or values) contain U+0000, as DRF field errors keyed
 * by the path joined with '.' (as validation errors are); null when there are none or the body
 * is no JSON (the route's validator answers that). The app checks every JSON body with it, so
 * no route can pass one on to the database and answer 500.
 */
export function fieldsWithNul(text: string): FieldErrors | null {
  if (!text.includes('\\u0000')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const errors: FieldErrors = {};
  const visit = (value: unknown, path: string[]): void => {
    const key = () => (path.length ? path.join('.') : NON_FIELD_ERRORS);
    if (typeof value === 'string') {
      if (value.includes('\u0000')) errors[key()] = [NUL_MESSAGE];
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, String(index)]));
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (name.includes('\u0000')) errors[key()] = [NUL_MESSAGE];
        else visit(item, [...path, name]);
      }
    }
  };
  visit(body, []);
  return Object.keys(errors).length ? errors : null;
}
