import type { Fetch } from './feed-reader';
import { createLocalJobs } from './local';
import { createPersonioJobs } from './personio';
import type { JobsPort } from './types';

export * from './types';
export { parseJobsFeed } from './personio/feed';
export { renderJobsFeed } from './local/feed';
export { LOCAL_FEED_PATH } from './local';

/** The PERSONIO_* settings that switch the jobs port to Personio (all three, or none). */
export const PERSONIO_SETTINGS = [
  'PERSONIO_COMPANY',
  'PERSONIO_COMPANY_ID',
  'PERSONIO_RECRUITING_TOKEN',
] as const;

/**
 * Personio with PERSONIO_COMPANY, PERSONIO_COMPANY_ID and PERSONIO_RECRUITING_TOKEN, otherwise
 * the embedded port reading this app's own feed through `local` (issue 20).
 */
export function createJobs(
  env: Record<string, string | undefined>,
  local: { fetch: Fetch; baseUrl: string },
): JobsPort {
  const [company, companyId, token] = PERSONIO_SETTINGS.map((name) => env[name]);
  if (company && companyId && token) {
    return createPersonioJobs({
      company,
      companyId,
      token,
      jobsDomain: env.PERSONIO_JOBS_DOMAIN,
      apiUrl: env.PERSONIO_API_URL,
    });
  }
  return createLocalJobs(local);
}
