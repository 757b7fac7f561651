import { XMLParser } from 'fast-xml-parser';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';
import { JobsError, type JobPosition } from '../types';

/**
 * Personio's XML feed (`https://{company}.jobs.personio.de/xml?language=`): the one parser of
 * the jobs port, for Personio's feed and our own (issue 20).
 */

const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.optional();
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

const JobDescriptionShape = z.object({ name: text, value: text.default('') });

/** The elements of a `position` this port reads; others (subcompany, keywords, …) pass. */
export const PositionShape = z.looseObject({
  id: text,
  office: text,
  department: optionalText,
  recruitingCategory: optionalText,
  name: text,
  jobDescriptions: z
    .object({ jobDescription: oneOrMany(JobDescriptionShape) })
    .or(z.literal(''))
    .optional(),
  employmentType: optionalText,
  seniority: optionalText,
  schedule: optionalText,
  yearsOfExperience: optionalText,
  occupation: optionalText,
  occupationCategory: optionalText,
  createdAt: optionalText,
});

/** The document: a `workzag-jobs` root holding zero or more `position`s. */
export const FeedShape = z.object({
  'workzag-jobs': z.object({ position: oneOrMany(PositionShape).optional() }).or(z.literal('')),
});

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  cdataPropName: false,
  processEntities: true,
  htmlEntities: true,
});

/** What a description may keep: text structure and links, nothing that runs or loads. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeDescription = (html: string) => sanitizeHtml(html, SANITIZE);

/** The feed as parsed XML, before its shape is checked; JobsError when it is not XML. */
export function readFeedDocument(xml: string): unknown {
  try {
    return parser.parse(xml, true);
  } catch (error) {
    throw new JobsError(`The jobs feed is not XML: ${(error as Error).message}`);
  }
}

/** The positions of a feed document, descriptions sanitised; JobsError when it is not one. */
export function parseJobsFeed(xml: string): JobPosition[] {
  const document = readFeedDocument(xml);
  const parsed = FeedShape.safeParse(document);
  if (!parsed.success)
    throw new JobsError(`The jobs feed is not Personio's shape: ${parsed.error.message}`);
  const root = parsed.data['workzag-jobs'];
  const positions = root === '' ? [] : (root.position ?? []);
  return positions.map((p) => ({
    id: p.id,
    office: p.office,
    department: p.department ?? '',
    recruitingCategory: p.recruitingCategory ?? '',
    name: p.name,
    jobDescriptions: (p.jobDescriptions ? p.jobDescriptions.jobDescription : []).map((d) => ({
      name: d.name,
      value: sanitizeDescription(d.value),
    })),
    employmentType: p.employmentType ?? '',
    seniority: p.seniority ?? '',
    schedule: p.schedule ?? '',
    yearsOfExperience: p.yearsOfExperience ?? '',
    occupation: p.occupation ?? '',
    occupationCategory: p.occupationCategory ?? '',
    ...(p.createdAt ? { createdAt: p.createdAt } : {}),
  }));
}
