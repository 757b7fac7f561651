import type { Locale } from '@maison/domain';
import { createFeedReader, type Fetch } from '../feed-reader';
import { JobsError, type JobApplication, type JobDocument, type JobsPort } from '../types';

export interface PersonioOptions {
  /** The company's subdomain: its feed is `https://{company}.jobs.personio.de/xml`. */
  company: string;
  /** The X-Company-ID header of the recruiting API. */
  companyId: string;
  /** The recruiting API's bearer token (stays on the server). */
  token: string;
  /** Default `jobs.personio.de` (`jobs.personio.com` for some accounts). */
  jobsDomain?: string;
  /** Default `https://api.personio.de`. */
  apiUrl?: string;
  fetch?: Fetch;
}

/**
 * Personio (issue 20, 001 §7): positions from the company's public XML feed, applications and
 * their documents through the recruiting API v1 (`POST /v1/recruiting/applications/documents`,
 * then `POST /v1/recruiting/applications` naming the documents' uuids).
 */
export function createPersonioJobs(options: PersonioOptions): JobsPort {
  const fetch = options.fetch ?? globalThis.fetch;
  const jobsDomain = options.jobsDomain ?? 'jobs.personio.de';
  const apiUrl = (options.apiUrl ?? 'https://api.personio.de').replace(/\/$/, '');
  const reader = createFeedReader({
    fetch,
    url: (language: Locale) =>
      `https://${options.company}.${jobsDomain}/xml?language=${encodeURIComponent(language)}`,
  });
  const headers = {
    Accept: 'application/json',
    Authorization: `Bearer ${options.token}`,
    'X-Company-ID': options.companyId,
  };
  const call = async (path: string, init: RequestInit): Promise<Response> => {
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        ...init,
        headers: { ...headers, ...init.headers },
      });
    } catch (error) {
      throw new JobsError(`Personio is unreachable: ${(error as Error).message}`);
    }
    if (!response.ok) {
      const body = (await response.text()).slice(0, 500);
      throw new JobsError(
        `Personio answered ${response.status} to ${path}: ${body}`,
        response.status,
      );
    }
    return response;
  };
  return {
    forwardsApplications: true,
    listPositions: reader.listPositions,
    position: reader.position,
    async uploadDocument(document: JobDocument) {
      // One document in memory at a time: the recruiting API takes no chunked upload.
      const parts: Uint8Array[] = [];
      for await (const chunk of document.chunks()) parts.push(chunk);
      const form = new FormData();
      form.append(
        'file',
        new Blob(parts as BlobPart[], { type: document.content_type }),
        document.original_filename,
      );
      const response = await call('/v1/recruiting/applications/documents', {
        method: 'POST',
        body: form,
      });
      const body = (await response.json()) as { uuid?: unknown };
      if (typeof body.uuid !== 'string')
        throw new JobsError('Personio answered a document without uuid');
      return { uuid: body.uuid };
    },
    async submitApplication(application: JobApplication) {
      await call('/v1/recruiting/applications', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...application,
          job_position_id: Number(application.job_position_id),
        }),
      });
    },
  };
}
