import type { Locale } from '@maison/domain';
import { parseJobsFeed } from './personio/feed';
import { JobsError, type JobPosition } from './types';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Ours: a feed is read again after a minute (pages are cached longer; decision 0034). */
const FEED_TTL_MS = 60_000;

/**
 * Reads a Personio-shaped feed by language, keeping each language's answer a minute, so a list
 * and the job pages opened from it cost one request.
 */
export function createFeedReader(options: { url: (language: Locale) => string; fetch: Fetch }) {
  const cache = new Map<Locale, { at: number; positions: Promise<JobPosition[]> }>();
  const load = async (language: Locale) => {
    const url = options.url(language);
    let response: Response;
    try {
      response = await options.fetch(url, { headers: { Accept: 'application/xml' } });
    } catch (error) {
      throw new JobsError(`The jobs feed is unreachable: ${(error as Error).message}`);
    }
    if (!response.ok)
      throw new JobsError(`The jobs feed answered ${response.status}`, response.status);
    return parseJobsFeed(await response.text());
  };
  const listPositions = (language: Locale): Promise<JobPosition[]> => {
    const hit = cache.get(language);
    if (hit && Date.now() - hit.at < FEED_TTL_MS) return hit.positions;
    const positions = load(language);
    cache.set(language, { at: Date.now(), positions });
    positions.catch(() => cache.delete(language));
    return positions;
  };
  return {
    listPositions,
    async position(id: string, language: Locale) {
      return (await listPositions(language)).find((p) => p.id === id) ?? null;
    },
    /** Forgets what was read (the positions changed). */
    clear: () => cache.clear(),
  };
}
