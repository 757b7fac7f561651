import { z } from '@/features/security/zod';
import { isFilled } from '@maison/domain/forms/rules';
import type { FormValue } from './payload';

/** 000 §5, 001 §5: the message under a required field left empty. */
const REQUIRED_FIELD = 'form-general.required-field';

const given = z.custom<FormValue>(isFilled, { error: REQUIRED_FIELD });
const optional = z.union([z.string(), z.boolean()]);

/**
 * The zod schema of a form block for react-hook-form: its fields are texts and ticks, and the
 * required ones (the shared rules of @maison/domain/forms/rules) must be given.
 */
export function formSchema(fields: readonly string[], required: readonly string[]) {
  const names = [...new Set([...fields, ...required])];
  return z.object(
    Object.fromEntries(names.map((name) => [name, required.includes(name) ? given : optional])),
  );
}
