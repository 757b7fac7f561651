import { createHash, randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  CareerFileTakenError,
  findCareerApplicationByFingerprint,
  findCareerFiles,
  insertCareerApplication,
  type CareerApplicationRow,
} from '@maison/db';
import {
  APPLICATION_DEDUPE_WINDOW_S,
  APPLICATION_DEFAULT_LANGUAGE,
  APPLICATION_FILE_CATEGORIES,
  LOCALES,
  availableFromAllowed,
  missingFileCategories,
  type ApplicationFileCategory,
  type Locale,
} from '@maison/domain';
import { jobApplicationMail } from '@maison/services/email';
import type { JobsPort } from '@maison/services/jobs';
import type { AppEnv } from '../../shared/env';
import { EMAIL_MAX_LENGTH } from '../../shared/fields';
import { PERSONIO_REASONS, PersonioRefusal, type PersonioProblem } from './errors';
import { forwardDueApplications } from './forward';

/** `POST /api/next/personio-form/` (001 §3, §5, §7): a job application naming uploaded files. */

const TEXT_MAX = 200;
const FILES_MAX = 20;

/** The payload as documented; the handler checks it field by field to name every problem. */
export const ApplicationBodySchema = z
  .object({
    first_name: z.string().max(TEXT_MAX),
    last_name: z.string().max(TEXT_MAX),
    email: z.email().max(EMAIL_MAX_LENGTH),
    job_position_id: z.union([z.string(), z.number().int()]),
    files: z
      .array(
        z.object({
          uuid: z.uuid(),
          original_filename: z.string(),
          category: z.enum(APPLICATION_FILE_CATEGORIES),
        }),
      )
      .max(FILES_MAX),
    attributes: z.array(z.object({ id: z.string(), value: z.string().max(TEXT_MAX) })).openapi({
      description:
        'phone (optional), salary_expectations and available_from (dd.mm.yyyy, not before today).',
    }),
    language: z
      .enum(LOCALES)
      .optional()
      .openapi({ description: 'Of the confirmation mail; default de.' }),
  })
  .openapi('JobApplication');
export type ApplicationBody = z.infer<typeof ApplicationBodySchema>;

const FileRef = z.object({
  uuid: z.uuid(),
  original_filename: z.string().max(TEXT_MAX).optional(),
  category: z.enum(APPLICATION_FILE_CATEGORIES),
});
const Attribute = z.object({ id: z.string().max(TEXT_MAX), value: z.unknown() });

interface Parsed {
  first_name: string;
  last_name: string;
  email: string;
  position: string;
  files: { uuid: string; category: ApplicationFileCategory }[];
  attributes: { id: string; value: string }[];
  language: Locale;
}

const blankText = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Today (yyyy-mm-dd) as the earliest applicant on Earth sees it: UTC−12's day is the latest-behind. */
const earliestToday = (now: Date) =>
  new Date(now.getTime() - 12 * 3600_000).toISOString().slice(0, 10);

/** Every problem of the payload at once, or the parsed application. */
function parseApplication(body: unknown, now: Date): Parsed {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const problems: PersonioProblem[] = [];
  const problem = (field: string, reason: PersonioProblem['errors'][number]['reason']) =>
    problems.push({ field, errors: [{ reason }] });

  for (const field of ['first_name', 'last_name'] as const) {
    if (blankText(input[field])) problem(field, PERSONIO_REASONS.required);
    else if ((input[field] as string).length > TEXT_MAX) problem(field, PERSONIO_REASONS.tooLong);
  }
  if (blankText(input.email)) problem('email', PERSONIO_REASONS.required);
  else if (
    !z
      .email()
      .max(EMAIL_MAX_LENGTH)
      .safeParse((input.email as string).trim()).success
  )
    problem('email', PERSONIO_REASONS.emailInvalid);
  const position = String(input.job_position_id ?? '');
  if (!/^\d{1,9}$/.test(position)) problem('job_position_id', PERSONIO_REASONS.positionUnknown);

  const attributes = z.array(Attribute).safeParse(input.attributes ?? []);
  const values = new Map<string, string>();
  if (attributes.success) {
    for (const a of attributes.data)
      if (typeof a.value === 'string' || typeof a.value === 'number')
        values.set(a.id, String(a.value).trim());
  }
  for (const id of ['salary_expectations', 'available_from'])
    if (!values.get(id)) problem(id, PERSONIO_REASONS.required);
  const availableFrom = values.get('available_from');
  if (availableFrom && !availableFromAllowed(availableFrom, earliestToday(now)))
    problem('available_from', PERSONIO_REASONS.availableFrom);

  const files = z
    .array(FileRef)
    .max(FILES_MAX)
    .safeParse(input.files ?? []);
  if (!files.success) problem('files', PERSONIO_REASONS.fileUnknown);
  const fileList = files.success ? files.data : [];
  const missing = missingFileCategories(fileList);
  if (missing.length)
    problems.push({
      field: 'files',
      errors: [{ reason: PERSONIO_REASONS.categories, categories: missing }],
    });

  if (problems.length) throw new PersonioRefusal(problems);
  const language = LOCALES.includes(input.language as Locale)
    ? (input.language as Locale)
    : APPLICATION_DEFAULT_LANGUAGE;
  return {
    first_name: (input.first_name as string).trim(),
    last_name: (input.last_name as string).trim(),
    email: (input.email as string).trim().toLowerCase(),
    position,
    files: fileList.map((f) => ({ uuid: f.uuid, category: f.category })),
    attributes: ['phone', 'salary_expectations', 'available_from'].flatMap((id) =>
      values.get(id) ? [{ id, value: values.get(id)! }] : [],
    ),
    language,
  };
}

/** The same application (fields, files and their categories) gives the same fingerprint. */
function fingerprintOf(a: Parsed): string {
  const canonical = JSON.stringify([
    a.first_name,
    a.last_name,
    a.email,
    a.position,
    [...a.files].sort((x, y) => x.uuid.localeCompare(y.uuid)),
    a.attributes,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Stores the application with its files (one transaction), confirms it to the applicant and,
 * with Personio configured, queues and tries its forward. The same application sent again
 * within APPLICATION_DEDUPE_WINDOW_S answers the first one.
 */
export async function submitApplication(
  c: Context<AppEnv>,
  jobs: JobsPort,
  body: unknown,
  now = new Date(),
): Promise<{ application: CareerApplicationRow; created: boolean }> {
  const application = parseApplication(body, now);
  const db = c.get('db');
  const fingerprint = fingerprintOf(application);
  const since = new Date(now.getTime() - APPLICATION_DEDUPE_WINDOW_S * 1000);
  const earlier = await findCareerApplicationByFingerprint(db, fingerprint, since);
  if (earlier) return { application: earlier, created: false };

  const position = await jobs.position(application.position, APPLICATION_DEFAULT_LANGUAGE);
  if (!position) throw PersonioRefusal.of(PERSONIO_REASONS.positionUnknown, 'job_position_id');
  const stored = await findCareerFiles(
    db,
    application.files.map((f) => f.uuid),
  );
  const usable = new Set(
    stored.filter((f) => f.application_id === null && f.size > 0).map((f) => f.uuid),
  );
  if (application.files.some((f) => !usable.has(f.uuid)))
    throw PersonioRefusal.of(PERSONIO_REASONS.fileUnknown, 'files');

  let row: CareerApplicationRow;
  try {
    row = await insertCareerApplication(db, {
      uuid: randomUUID(),
      position_id: Number(application.position),
      position_name: position.name,
      first_name: application.first_name,
      last_name: application.last_name,
      email: application.email,
      language: application.language,
      attributes: application.attributes,
      fingerprint,
      forward: jobs.forwardsApplications,
      files: application.files,
    });
  } catch (error) {
    // A double submit racing this one took the files first: answer its application.
    if (!(error instanceof CareerFileTakenError)) throw error;
    const first = await findCareerApplicationByFingerprint(db, fingerprint, since);
    if (first) return { application: first, created: false };
    throw PersonioRefusal.of(PERSONIO_REASONS.fileUnknown, 'files');
  }

  const logger = c.get('logger');
  const localized = await jobs.position(application.position, application.language);
  await c
    .get('mailer')
    .send(
      jobApplicationMail({
        to: application.email,
        name: `${application.first_name} ${application.last_name}`,
        position: localized?.name ?? position.name,
        files: stored.map((f) => f.original_filename),
        language: application.language,
      }),
    )
    .catch((error: unknown) =>
      logger.error(
        { err: (error as Error).message, application: row.uuid },
        'confirmation mail failed',
      ),
    );
  if (jobs.forwardsApplications) {
    // The applicant does not wait for Personio; the outbox keeps what fails.
    void forwardDueApplications(db, jobs, logger).catch((error: unknown) =>
      logger.error({ err: (error as Error).message }, 'application forward pass failed'),
    );
  }
  return { application: row, created: true };
}
