import { z } from '@hono/zod-openapi';
import { PORTAL_TEXT_MAX_LENGTH } from '@maison/domain';
import { maxLength, stringError } from '../fields';

/** PostgreSQL text cannot hold U+0000; DRF's CharField refuses it with this text. */
export const NUL_MESSAGE = 'Null characters are not allowed.';

export const hasNul = (value: string) => value.includes('\u0000');

/** A string without U+0000, at most `max` characters. */
export function portalString(max: number) {
  return z
    .string({ error: stringError })
    .max(max, { error: maxLength(max) })
    .refine((v) => !hasNul(v), { error: NUL_MESSAGE });
}

/** Notes, reasons and change information: emptiness is the domain rules' to judge. */
export const portalText = () => portalString(PORTAL_TEXT_MAX_LENGTH);
