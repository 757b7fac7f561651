import { randomInt } from 'node:crypto';
import { ONE_TIME_PASSWORD_LENGTH } from '@maison/domain';

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read aloud is typed right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const GROUP = 4;

/**
 * Issue 19: a one-time password from the system's CSPRNG, 16 characters in groups of four
 * (e.g. "h7Kq-9zPa-Xm3c-RtE2"); shown once, stored only as its hash (decision 0032).
 */
export function oneTimePassword(): string {
  let out = '';
  for (let i = 0; i < ONE_TIME_PASSWORD_LENGTH; i += 1) {
    if (i > 0 && i % GROUP === 0) out += '-';
    out += ALPHABET[randomInt(ALPHABET.length)];
  }
  return out;
}
