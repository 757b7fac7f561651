import { z } from '@hono/zod-openapi';
import { PORTAL_TEXT_MAX_LENGTH } from '@maison/domain';
import { maxLength, NUL_MESSAGE, stringError } from '../../shared/fields';

/** A string without U+0000 (PostgreSQL text cannot hold it), at most `max` characters. */
export function portalString(max: number) {
  return z
    .string({ error: stringError })
    .max(max, { error: maxLength(max) })
    .refine((v) => !v.includes('\u0000'), { error: NUL_MESSAGE });
}

/** Notes, reasons and change information: emptiness is the domain rules' to judge. */
export const portalText = () => portalString(PORTAL_TEXT_MAX_LENGTH);
