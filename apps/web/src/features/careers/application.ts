import type { InferRequestType, InferResponseType } from '@maison/api/web-client';
import { api } from '@maison/api/web-client';
import {
  APPLICATION_UPLOAD_CATEGORIES,
  type ApplicationUploadCategory,
  type Locale,
} from '@maison/domain/constants';
import { formatDeDate } from '@maison/domain/careers/application';
import { FILE_CATEGORY_OF_UPLOAD } from '@maison/domain/careers/files';
import { isEmailAddress } from '@maison/domain/forms/rules';
import { z } from '@/features/security/zod';
import type { FileItem } from './files';

/** 001 §7: the body of POST /api/next/personio-form/. */
export type ApplicationPayload = InferRequestType<
  (typeof api.api.next)['personio-form']['index']['$post']
>['json'];

/** The form's own fields (the files are kept beside them). */
export interface ApplicationValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  salary_expectations: string;
  /** yyyy-mm-dd in the visitor's calendar, or ''. */
  available_from: string;
  data_agreement: boolean;
  [field: string]: string | boolean;
}

const APPLICATION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'salary_expectations',
  'available_from',
  'data_agreement',
] as const;

const REQUIRED = 'form-general.required-field';

const filled = z.string().check(z.refine((value) => value.trim() !== '', REQUIRED));

/**
 * 001 §5: first and last name, a valid e-mail, salary expectations, available_from (not before
 * the visitor's today) and the data agreement are required; the phone is not.
 */
export function applicationSchema(today: () => string) {
  return z.object({
    first_name: filled,
    last_name: filled,
    email: filled.check(z.refine(isEmailAddress, 'personio.errors.email-invalid')),
    phone: z.string(),
    salary_expectations: filled,
    available_from: filled.check(
      z.refine((day) => day >= today(), 'personio.errors.available-from'),
    ),
    data_agreement: z.boolean().check(z.refine((ticked) => ticked, REQUIRED)),
  });
}

/**
 * 001 §3: the application: names, e-mail, the position, the uploaded files with their
 * Personio categories, and phone, salary_expectations and available_from (dd.mm.yyyy) as
 * attributes. Files still uploading are not sent.
 */
export function applicationPayload(
  values: ApplicationValues,
  files: readonly FileItem[],
  positionId: string,
  locale: Locale,
): ApplicationPayload {
  const [year, month, day] = values.available_from.split('-').map(Number);
  const attributes = [
    // As typed: 001 §9 strips spaces, brackets and dashes "in the footer only".
    { id: 'phone', value: values.phone.trim() },
    { id: 'salary_expectations', value: values.salary_expectations.trim() },
    { id: 'available_from', value: formatDeDate({ year: year!, month: month!, day: day! }) },
  ].filter((a) => a.value !== '');
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    job_position_id: positionId,
    files: files.flatMap((f) =>
      f.state === 'uploaded' && f.uploaded
        ? [
            {
              uuid: f.uploaded.uuid,
              original_filename: f.uploaded.original_filename,
              category: FILE_CATEGORY_OF_UPLOAD[f.category],
            },
          ]
        : [],
    ),
    attributes,
    language: locale,
  };
}

/** The upload categories of Personio categories the server names as missing. */
export function uploadCategoriesOf(categories: readonly string[]): ApplicationUploadCategory[] {
  return APPLICATION_UPLOAD_CATEGORIES.filter((c) =>
    categories.includes(FILE_CATEGORY_OF_UPLOAD[c]),
  );
}

/** 001 §8: the refusal body of the application route (and of the upload route). */
type PersonioErrors = InferResponseType<
  (typeof api.api.next)['personio-form']['index']['$post'],
  400
>;

/** A refused application (001 §8): messages per field, categories, and the rest for the form. */
export interface ApplicationRefusal {
  fields: Partial<Record<string, string>>;
  missing: ApplicationUploadCategory[];
  alerts: string[];
}

/**
 * 001 §8: each server reason as the message personio.{reason}: under its field when the form
 * shows it, the missing file categories highlighted, everything else under the form.
 */
export function applicationRefusal(status: number, data: unknown): ApplicationRefusal {
  const result: ApplicationRefusal = { fields: {}, missing: [], alerts: [] };
  // The body is the server's answer as received: a proxy's error page has no `errors`.
  const problems = (data as Partial<PersonioErrors> | null)?.errors;
  if (!Array.isArray(problems)) {
    result.alerts.push(
      status === 0
        ? 'errors.write.network'
        : status === 429
          ? 'errors.write.throttled'
          : 'errors.write.failed',
    );
    return result;
  }
  for (const problem of problems) {
    for (const error of problem.errors) {
      const message = `personio.${error.reason}`;
      if (error.reason === 'file-upload.validate-files') {
        // The upload component shows this message with the categories it highlights.
        result.missing = uploadCategoriesOf(error.categories ?? []);
      } else if (
        problem.field &&
        (APPLICATION_FIELDS as readonly string[]).includes(problem.field) &&
        !result.fields[problem.field]
      ) {
        result.fields[problem.field] = message;
      } else if (!result.alerts.includes(message)) {
        result.alerts.push(message);
      }
    }
  }
  return result;
}
