import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH } from './constants';

/**
 * Django's default password validators (000 §5 maps their texts to translation keys), in
 * Django's order: attribute similarity, minimum length, common password, entirely numeric.
 */
export const PASSWORD_MESSAGES = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooCommon: 'This password is too common.',
  entirelyNumeric: 'This password is entirely numeric.',
  tooSimilar: (attribute: string) => `The password is too similar to the ${attribute}.`,
} as const;

/** Django's UserAttributeSimilarityValidator default threshold. */
export const PASSWORD_MAX_SIMILARITY = 0.7;

/** The user attributes compared, with Django's verbose names. */
const SIMILARITY_ATTRIBUTES = [
  ['username', 'username'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email address'],
] as const;

export interface PasswordUserAttributes {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
}

let commonPasswords: Set<string> | undefined;

/** The zxcvbn-ts common-password list (about 49,000 entries, lower case), loaded on first use. */
function common(): Set<string> {
  if (!commonPasswords) {
    // Loaded lazily (a large list) and only where validation runs: the API, never the browser.
    const require = createRequire(import.meta.url);
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    commonPasswords = new Set(dictionary['passwords-common']?.map((p) => p.toLowerCase()));
  }
  return commonPasswords;
}

/** Python's difflib.SequenceMatcher(a, b).quick_ratio(): multiset overlap of the characters. */
export function quickRatio(a: string, b: string): number {
  const total = [...a].length + [...b].length;
  if (total === 0) return 1;
  const counts = new Map<string, number>();
  for (const ch of b) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let matches = 0;
  for (const ch of a) {
    const left = counts.get(ch) ?? 0;
    if (left > 0) {
      matches++;
      counts.set(ch, left - 1);
    }
  }
  return (2 * matches) / total;
}

/** Django skips values so much shorter than the password that they cannot reach the threshold. */
function exceedsMaximumLengthRatio(password: string, value: string): boolean {
  const passwordLength = [...password].length;
  const valueLength = [...value].length;
  return (
    passwordLength >= 10 * valueLength &&
    valueLength < (PASSWORD_MAX_SIMILARITY / 2) * passwordLength
  );
}

function similarAttribute(password: string, user: PasswordUserAttributes): string | null {
  const lower = password.toLowerCase();
  for (const [field, verboseName] of SIMILARITY_ATTRIBUTES) {
    const value = user[field];
    if (!value) continue;
    const valueLower = value.toLowerCase();
    // Python's re.split(r"\W+") on a str: Unicode letters, digits and underscore are word chars.
    const parts = [...valueLower.split(/[^\p{L}\p{N}_]+/u), valueLower];
    for (const part of parts) {
      if (exceedsMaximumLengthRatio(lower, part)) continue;
      if (quickRatio(lower, part) >= PASSWORD_MAX_SIMILARITY) return verboseName;
    }
  }
  return null;
}

/** Every failing rule's message, in Django's order; an empty list means the password is fine. */
export function validatePassword(password: string, user: PasswordUserAttributes = {}): string[] {
  const errors: string[] = [];
  const similar = similarAttribute(password, user);
  if (similar) errors.push(PASSWORD_MESSAGES.tooSimilar(similar));
  if ([...password].length < PASSWORD_MIN_LENGTH) errors.push(PASSWORD_MESSAGES.tooShort);
  if (common().has(password.toLowerCase().trim())) errors.push(PASSWORD_MESSAGES.tooCommon);
  if (/^\p{Nd}+$/u.test(password)) errors.push(PASSWORD_MESSAGES.entirelyNumeric);
  return errors;
}
