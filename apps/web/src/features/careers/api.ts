import { unstable_cache } from 'next/cache';
import { createApiClient } from '@maison/api/client';
import type { InferResponseType } from '@maison/api/web-client';
import { CAREER_PAGES_REVALIDATE_S, type Locale } from '@maison/domain/constants';

/**
 * The open positions on the server, through the API (which reads the jobs port's feed: ours or
 * Personio's, decision 0034). Cached a minute under the `careers` tag, so the list and the job
 * pages built from it are re-rendered at most once a minute.
 */
const positionsRoute = () => createApiClient().api.v1.careers.positions;
export type JobPosition = InferResponseType<
  ReturnType<typeof positionsRoute>['index']['$get'],
  200
>['results'][number];

const CAREERS_CACHE_TAG = 'careers';

const readPositions = unstable_cache(
  async (language: Locale): Promise<JobPosition[]> => {
    const res = await positionsRoute().index.$get({ query: { language } });
    if (!res.ok) throw new Error(`The positions answered ${res.status}`);
    return (await res.json()).results;
  },
  ['careers', 'positions'],
  { tags: [CAREERS_CACHE_TAG], revalidate: CAREER_PAGES_REVALIDATE_S },
);

/** The open positions in a language; null when the feed is unreachable. */
export async function careerPositions(locale: Locale): Promise<JobPosition[] | null> {
  try {
    return await readPositions(locale);
  } catch (error) {
    console.error('[careers] positions unavailable', (error as Error).message);
    return null;
  }
}

/** One open position, or null (unknown id, or the feed is unreachable). */
export async function careerPosition(id: string, locale: Locale): Promise<JobPosition | null> {
  return (await careerPositions(locale))?.find((p) => p.id === id) ?? null;
}
