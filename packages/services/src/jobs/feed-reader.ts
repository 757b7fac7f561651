import type { Locale } from '@maison/domain';
import { parseJobsFeed } from './personio/feed';
import { JobsError, type JobPosition } from './types';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Ours: a feed is read again after a minute (pages are cached longer; decision 0034). */
const FEED_TTL_MS = 60_000;
/**
 * Ours: for ten minutes after that, the list read before is answered while the feed is read
 * again behind it, so no visitor waits on the jobs service; a failed read keeps the old list.
 */
const FEED_STALE_MS = 10 * 60_000;

interface Entry {
  at: number;
  positions: Promise<JobPosition[]>;
  /** A read behind a stale entry is under way. */
  refreshing: boolean;
}

/**
 * Reads a Personio-shaped feed by language, keeping each language's answer a minute, so a list
 * and the job pages opened from it cost one request.
 */
export function createFeedReader(options: {
  url: (language: Locale) => string;
  fetch: Fetch;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const cache = new Map<Locale, Entry>();
  // Bumped by clear(): a read begun before it must not put back what was cleared.
  let generation = 0;
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
  const refresh = (language: Locale, stale: Entry) => {
    stale.refreshing = true;
    const begun = generation;
    const positions = load(language);
    positions.then(
      () => {
        if (generation === begun && cache.get(language) === stale)
          cache.set(language, { at: now(), positions, refreshing: false });
      },
      () => {
        stale.refreshing = false;
      },
    );
  };
  const listPositions = (language: Locale): Promise<JobPosition[]> => {
    const hit = cache.get(language);
    const age = hit ? now() - hit.at : Infinity;
    if (hit && age < FEED_TTL_MS) return hit.positions;
    if (hit && age < FEED_TTL_MS + FEED_STALE_MS) {
      if (!hit.refreshing) refresh(language, hit);
      return hit.positions;
    }
    const positions = load(language);
    const entry: Entry = { at: now(), positions, refreshing: false };
    cache.set(language, entry);
    positions.catch(() => {
      if (cache.get(language) === entry) cache.delete(language);
    });
    return positions;
  };
  return {
    listPositions,
    async position(id: string, language: Locale) {
      return (await listPositions(language)).find((p) => p.id === id) ?? null;
    },
    /** Forgets what was read (the positions changed). */
    clear: () => {
      generation += 1;
      cache.clear();
    },
  };
}
