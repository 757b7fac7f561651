/** Careers: open positions, applications and their files (issue 20, docs/decisions/0034). */

/**
 * 001 §5, 001 §9: an application file must be under 20 MB (20,000,000 bytes): 19,999,999
 * passes, 20,000,000 is refused with personio.errors.filesize.
 */
export const APPLICATION_FILE_MAX_BYTES = 20_000_000;
/** 001 §5: the extensions an application file's name may end in (else personio.errors.fileformat). */
export const APPLICATION_FILE_EXTENSIONS = [
  'pdf',
  'pptx',
  'xlsx',
  'docx',
  'doc',
  'xls',
  'ppt',
  'ods',
  'odt',
  '7z',
  'gz',
  'rar',
  'zip',
  'bmp',
  'gif',
  'jpg',
  'png',
  'tif',
  'csv',
  'txt',
  'rtf',
  'mp4',
  '3gp',
  'mov',
  'avi',
  'wmv',
] as const;
export type ApplicationFileExtension = (typeof APPLICATION_FILE_EXTENSIONS)[number];
/** 001 §5: the categories of the upload component. */
export const APPLICATION_UPLOAD_CATEGORIES = ['cv', 'coverLetter', 'references', 'other'] as const;
export type ApplicationUploadCategory = (typeof APPLICATION_UPLOAD_CATEGORIES)[number];
/** 001 §5: the file categories of the application payload (Personio's document categories). */
export const APPLICATION_FILE_CATEGORIES = [
  'cv',
  'cover-letter',
  'employment-reference',
  'other',
] as const;
export type ApplicationFileCategory = (typeof APPLICATION_FILE_CATEGORIES)[number];
/** 001 §5: an application needs a file of each of these categories. */
export const REQUIRED_APPLICATION_FILE_CATEGORIES = [
  'cv',
  'employment-reference',
  'cover-letter',
] as const satisfies readonly ApplicationFileCategory[];
/** 001 §3: the attributes of the application payload, as id/value pairs. */
export const APPLICATION_ATTRIBUTE_IDS = [
  'phone',
  'salary_expectations',
  'available_from',
] as const;
export type ApplicationAttributeId = (typeof APPLICATION_ATTRIBUTE_IDS)[number];
/** 001 §9: the language of an application that names none. */
export const APPLICATION_DEFAULT_LANGUAGE = 'de';
/** 001 §4, 001 §7: a sent application answers 201. */
export const APPLICATION_SUCCESS_STATUS = 201;
/**
 * Ours (issue 20): an uploaded file no application took within a day is removed, and the same
 * application sent again within a day is answered without a second row.
 */
export const ABANDONED_UPLOAD_TTL_S = 86_400;
export const APPLICATION_DEDUPE_WINDOW_S = 86_400;
/**
 * Ours (issue 20): how far the browser and the server read a file's start to check its content
 * against its extension (enough for every signature and a text file's sample).
 */
export const APPLICATION_FILE_SNIFF_BYTES = 512;
/** Ours: uploads and applications allowed per client IP per hour. */
export const APPLICATION_RATE_LIMIT = 60;
export const APPLICATION_RATE_WINDOW_S = 3600;
/** Ours: a failed forward to Personio is tried again after 1, 2, 4, … minutes, at most an hour apart. */
export const APPLICATION_FORWARD_BACKOFF_S = 60;
export const APPLICATION_FORWARD_BACKOFF_MAX_S = 3600;
/**
 * Ours (issue 20): the careers list and the job pages are cached pages re-rendered after a
 * minute, as the jobs feed is read at most once a minute (decision 0034).
 */
export const CAREER_PAGES_REVALIDATE_S = 60;
/** 001 §2: the route segment of a job page, `/{locale}/career/{id}`. */
export const CAREER_SEGMENT = 'career';
