import type { Locale } from '@maison/domain';
import { createFeedReader, type Fetch } from '../feed-reader';
import type { JobsPort } from '../types';

/** Where our own feed is served (decision 0034): `GET /api/next/jobs.xml?language=de`. */
export const LOCAL_FEED_PATH = '/api/next/jobs.xml';

/**
 * The embedded jobs port: the positions of our database, read from our own feed; applications
 * and their files stay in our database, so nothing is forwarded.
 */
export function createLocalJobs(options: { fetch: Fetch; baseUrl: string }): JobsPort & {
  clear(): void;
} {
  const reader = createFeedReader({
    fetch: options.fetch,
    url: (language: Locale) => `${options.baseUrl}${LOCAL_FEED_PATH}?language=${language}`,
  });
  return {
    forwardsApplications: false,
    listPositions: reader.listPositions,
    position: reader.position,
    clear: reader.clear,
    uploadDocument() {
      return Promise.reject(new Error('The embedded jobs port keeps documents in the database.'));
    },
    submitApplication() {
      return Promise.reject(
        new Error('The embedded jobs port keeps applications in the database.'),
      );
    },
  };
}
