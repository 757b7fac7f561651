import type { LinksMap } from './types';

export interface LinksCacheOptions {
  /** Asks the content service for its link list; undefined when it does not answer. */
  load: () => Promise<LinksMap | undefined>;
  /** Publishes this process has seen (publish-count.ts): a new one makes the copy unusable. */
  publishes: () => number;
  ttlMs: number;
  now?: () => number;
}

/**
 * The proxy's copy of the content service's link list. Building the list reads every story
 * (about 0.2 s on the embedded database), so a visitor never waits for it while a copy of the
 * same publish count exists: an expired copy is still answered while one request renews it in
 * the background. After a publish nobody gets the old copy, so a page published or deleted a
 * moment ago is routed right at once. When the service does not answer, the last copy stays.
 */
export function createLinksCache({ load, publishes, ttlMs, now = Date.now }: LinksCacheOptions) {
  let copy: { at: number; publishes: number; links: LinksMap } | undefined;
  let renewing: { publishes: number; links: Promise<LinksMap | undefined> } | undefined;

  function renew(count: number): Promise<LinksMap | undefined> {
    if (renewing?.publishes === count) return renewing.links;
    const links = load()
      .catch(() => undefined)
      .then((loaded) => {
        if (loaded && (!copy || copy.publishes <= count)) {
          copy = { at: now(), publishes: count, links: loaded };
        }
        return loaded ?? copy?.links;
      })
      .finally(() => {
        if (renewing?.links === links) renewing = undefined;
      });
    renewing = { publishes: count, links };
    return links;
  }

  return {
    /** The link list, undefined when the service has never answered. */
    get(): Promise<LinksMap | undefined> {
      const count = publishes();
      if (!copy || copy.publishes !== count) return renew(count);
      if (now() - copy.at >= ttlMs) void renew(count);
      return Promise.resolve(copy.links);
    },
  };
}
