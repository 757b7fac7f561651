import { z } from '@/features/security/zod';
import { isEmailAddress, isFilled } from '@maison/domain/forms/rules';
import type { FormValue } from './payload';

/** 000 §5, 001 §5: the message under a required field left empty. */
const REQUIRED_FIELD = 'form-general.required-field';

const given = z.custom<FormValue>(isFilled, { error: REQUIRED_FIELD });
const optional = z.union([z.string(), z.boolean()]);

/**
 * The zod schema of a form block for react-hook-form: its fields are texts and ticks, and the
 * required ones (the shared rules of @maison/domain/forms/rules) must be given. With
 * `invalidEmail`, a given e-mail must look like one, else that message (the wizard's, 001 §5).
 */
export function formSchema(
  fields: readonly string[],
  required: readonly string[],
  invalidEmail?: string,
) {
  const names = [...new Set([...fields, ...required])];
  const schemaOf = (name: string) => {
    const base = required.includes(name) ? given : optional;
    if (name !== 'email' || !invalidEmail) return base;
    return base.check(
      z.refine<FormValue>(
        (value) => typeof value !== 'string' || value.trim() === '' || isEmailAddress(value),
        { error: invalidEmail },
      ),
    );
  };
  return z.object(Object.fromEntries(names.map((name) => [name, schemaOf(name)])));
}
