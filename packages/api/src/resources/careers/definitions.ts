import { createRoute, z } from '@hono/zod-openapi';
import { APPLICATION_FILE_MAX_BYTES, LOCALES } from '@maison/domain';
import { ApplicationBodySchema } from './applications';
import { PersonioErrorsSchema } from './errors';
import { fileUploadBody, json } from '../../shared/openapi';

/** The careers routes' documented shapes (issue 20, docs/decisions/0034-careers.md). */

/** Where the Personio-compatible routes are mounted: the paths of 001 §7. */
export const NEXT_PREFIX = '/api/next';
export const UPLOAD_PATH = '/personio-form-file/';

const DetailSchema = z.object({ detail: z.string() });
const security = [{ Token: [] }];
const tags = ['careers'];

const LanguageQuery = z.object({
  language: z.enum(LOCALES).optional().openapi({ description: 'Default de (001 §9)' }),
});

const JobPositionSchema = z
  .object({
    id: z.string(),
    office: z.string(),
    department: z.string(),
    recruitingCategory: z.string(),
    name: z.string(),
    jobDescription: z.array(z.object({ name: z.string(), value: z.string() })),
    employmentType: z.string(),
    seniority: z.string(),
    schedule: z.string(),
    yearsOfExperience: z.string(),
    occupation: z.string(),
    occupationCategory: z.string(),
    createdAt: z.string().optional(),
  })
  .openapi('JobPosition');

const FileSchema = z
  .object({
    uuid: z.uuid(),
    original_filename: z.string(),
    size: z.number().int(),
    mimetype: z.string(),
    extension: z.string(),
  })
  .openapi('ApplicationFile');

export const feedRoute = createRoute({
  method: 'get',
  path: '/jobs.xml',
  tags,
  summary: 'The open positions as a Personio-compatible XML feed (workzag-jobs / position)',
  request: { query: LanguageQuery },
  responses: {
    200: {
      description: 'The feed; descriptions as CDATA HTML',
      content: { 'application/xml': { schema: z.string() } },
    },
    400: {
      description: 'Unknown language',
      content: json(z.record(z.string(), z.array(z.string()))),
    },
  },
});

export const uploadRoute = createRoute({
  method: 'post',
  path: UPLOAD_PATH,
  tags,
  summary: `Upload an application file (under ${APPLICATION_FILE_MAX_BYTES.toLocaleString('en')} bytes)`,
  description:
    'multipart/form-data with the field `file`. Refused as errors.filesize from the 20,000,000th ' +
    'byte on (the stream is cut there), as errors.fileformat for a name without an allowed ' +
    'extension or content that does not match it. A file no application takes is removed after a day.',
  request: { body: fileUploadBody },
  responses: {
    201: { description: 'Stored', content: json(FileSchema) },
    400: { description: 'Refused', content: json(PersonioErrorsSchema) },
    429: { description: 'Throttled', content: json(PersonioErrorsSchema) },
  },
});

export const applicationDoc = {
  method: 'post' as const,
  path: '/personio-form/',
  tags,
  summary: 'Send a job application naming uploaded files (001 §3)',
  description:
    'Needs files of the categories cv, employment-reference and cover-letter. The same ' +
    'application sent again within a day answers the first one (201, same uuid).',
  request: { body: { required: true, content: json(ApplicationBodySchema) } },
  responses: {
    201: { description: 'Stored', content: json(z.object({ uuid: z.uuid() })) },
    400: { description: 'Refused', content: json(PersonioErrorsSchema) },
    429: { description: 'Throttled', content: json(PersonioErrorsSchema) },
  },
};

export const positionsRoute = createRoute({
  method: 'get',
  path: '/careers/positions/',
  tags,
  summary: "The open positions of the jobs port's feed (ours or Personio's)",
  request: { query: LanguageQuery },
  responses: {
    200: {
      description: 'Positions',
      content: json(z.object({ results: z.array(JobPositionSchema) })),
    },
    503: { description: 'The feed is unreachable', content: json(DetailSchema) },
  },
});

export const positionRoute = createRoute({
  method: 'get',
  path: '/careers/positions/{id}/',
  tags,
  summary: 'One open position',
  request: { params: z.object({ id: z.string().max(20) }), query: LanguageQuery },
  responses: {
    200: { description: 'The position', content: json(JobPositionSchema) },
    404: { description: 'No open position with this id', content: json(DetailSchema) },
    503: { description: 'The feed is unreachable', content: json(DetailSchema) },
  },
});

const ApplicationRecordSchema = z
  .object({
    uuid: z.uuid(),
    position_id: z.string(),
    position_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    language: z.string(),
    attributes: z.array(z.object({ id: z.string(), value: z.string() })),
    forward_state: z.enum(['local', 'pending', 'forwarded']),
    forward_attempts: z.number().int(),
    forward_error: z.string().nullable(),
    created_at: z.string(),
    files: z.array(
      z.object({
        uuid: z.uuid(),
        original_filename: z.string(),
        size: z.number().int(),
        category: z.string().nullable(),
        url: z.string(),
      }),
    ),
  })
  .openapi('JobApplicationRecord');

/** Ours: the staff's applications list pages 50 rows. */
export const APPLICATIONS_PAGE_SIZE = 50;

const staffResponses = {
  401: { description: 'Not authenticated', content: json(DetailSchema) },
  403: { description: 'Not a superuser', content: json(DetailSchema) },
};

export const applicationsRoute = createRoute({
  method: 'get',
  path: '/careers/applications/',
  tags,
  summary: 'Job applications with their files, newest first, of one position or all (superusers)',
  security,
  request: {
    query: z.object({
      position: z
        .string()
        .regex(/^\d{1,9}$/)
        .optional(),
      page: z
        .string()
        .regex(/^\d{1,6}$/)
        .optional()
        .openapi({ description: 'From 1' }),
    }),
  },
  responses: {
    200: {
      description: 'A page of applications',
      content: json(
        z.object({
          results: z.array(ApplicationRecordSchema),
          count: z.number(),
          next: z.string().nullable(),
        }),
      ),
    },
    400: { description: 'Bad filter', content: json(z.record(z.string(), z.array(z.string()))) },
    404: { description: 'Invalid page', content: json(DetailSchema) },
    ...staffResponses,
  },
});

export const fileRoute = createRoute({
  method: 'get',
  path: '/careers/files/{uuid}/',
  tags,
  summary: 'Download an application file (superusers)',
  security,
  request: { params: z.object({ uuid: z.uuid() }) },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    404: { description: 'No such file', content: json(DetailSchema) },
    ...staffResponses,
  },
});

export const FILES_PATH = '/careers/files/';
