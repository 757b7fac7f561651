import { z } from '@hono/zod-openapi';

/**
 * The careers routes' refusals (001 §7, §8): `{errors: [{field?, errors: [{reason}]}]}`, each
 * reason shown by the form as the message `personio.{reason}`.
 */
export const PERSONIO_REASONS = {
  filesize: 'errors.filesize',
  fileformat: 'errors.fileformat',
  fileMissing: 'errors.file-missing',
  required: 'errors.required-field',
  tooLong: 'errors.too-long',
  emailInvalid: 'errors.email-invalid',
  availableFrom: 'errors.available-from',
  positionUnknown: 'errors.position-unknown',
  fileUnknown: 'errors.file-unknown',
  categories: 'file-upload.validate-files',
  throttled: 'errors.throttled',
  invalidCharacters: 'errors.invalid-characters',
} as const;
export type PersonioReason = (typeof PERSONIO_REASONS)[keyof typeof PERSONIO_REASONS];

export interface PersonioProblem {
  field?: string;
  errors: { reason: PersonioReason; categories?: string[] }[];
}

export const PersonioErrorsSchema = z
  .object({
    errors: z.array(
      z.object({
        field: z.string().optional(),
        errors: z.array(
          z.object({
            reason: z.enum(
              Object.values(PERSONIO_REASONS) as [PersonioReason, ...PersonioReason[]],
            ),
            categories: z.array(z.string()).optional(),
          }),
        ),
      }),
    ),
  })
  .openapi('PersonioErrors');

/** A refused upload or application; the route answers it as PersonioErrorsSchema. */
export class PersonioRefusal extends Error {
  constructor(readonly problems: PersonioProblem[]) {
    super(problems.flatMap((p) => p.errors.map((e) => e.reason)).join(', '));
    this.name = 'PersonioRefusal';
  }

  static of(reason: PersonioReason, field?: string): PersonioRefusal {
    return new PersonioRefusal([{ ...(field ? { field } : {}), errors: [{ reason }] }]);
  }
}

/** NUL characters in these fields (the app refuses them before any handler reads the body). */
export const personioFieldProblems = (fields: string[]) => ({
  errors: fields.map((field) => ({
    field,
    errors: [{ reason: PERSONIO_REASONS.invalidCharacters }],
  })),
});
