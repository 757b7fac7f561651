import { describe, expect, it } from 'vitest';
import { createLinksCache } from './links-cache';
import type { LinksMap } from './types';

const TTL = 30_000;

function linksNamed(name: string): LinksMap {
  return { [name]: { slug: name } } as unknown as LinksMap;
}

/** A content service whose answers the test releases one by one. */
function setup() {
  let clock = 0;
  let publishes = 0;
  const pending: ((links: LinksMap | undefined) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const cache = createLinksCache({
    load: () =>
      new Promise<LinksMap | undefined>((resolve, reject) => {
        pending.push(resolve);
        failures.push(reject);
      }),
    publishes: () => publishes,
    ttlMs: TTL,
    now: () => clock,
  });
  return {
    cache,
    loads: () => pending.length,
    answer: (index: number, links: LinksMap | undefined) => pending[index]!(links),
    fail: (index: number) => failures[index]!(new Error('unreachable')),
    advance: (ms: number) => {
      clock += ms;
    },
    publish: () => {
      publishes += 1;
    },
  };
}

/** A cache that holds the list `a`, from its first load. */
async function holdingA() {
  const t = setup();
  const first = t.cache.get();
  t.answer(0, linksNamed('a'));
  await first;
  return t;
}

/** Lets a settled load reach the cache (its promise chain has two more steps). */
async function settle() {
  await Promise.resolve();
  await Promise.resolve();
}

describe('createLinksCache', () => {
  it('waits for the first list and shares one request between callers', async () => {
    const t = setup();
    const first = t.cache.get();
    const second = t.cache.get();
    expect(t.loads()).toBe(1);
    t.answer(0, linksNamed('a'));
    await expect(first).resolves.toEqual(linksNamed('a'));
    await expect(second).resolves.toEqual(linksNamed('a'));
  });

  it('answers from its copy within the TTL without asking again', async () => {
    const t = await holdingA();
    t.advance(TTL - 1);
    await expect(t.cache.get()).resolves.toEqual(linksNamed('a'));
    expect(t.loads()).toBe(1);
  });

  it('answers an expired copy at once while one request renews it', async () => {
    const t = await holdingA();
    t.advance(TTL);
    await expect(t.cache.get()).resolves.toEqual(linksNamed('a'));
    await expect(t.cache.get()).resolves.toEqual(linksNamed('a'));
    expect(t.loads()).toBe(2);
    t.answer(1, linksNamed('b'));
    await settle();
    await expect(t.cache.get()).resolves.toEqual(linksNamed('b'));
    expect(t.loads()).toBe(2);
  });

  it('never answers the copy from before a publish', async () => {
    const t = await holdingA();
    t.publish();
    const afterPublish = t.cache.get();
    expect(t.loads()).toBe(2);
    t.answer(1, linksNamed('b'));
    await expect(afterPublish).resolves.toEqual(linksNamed('b'));
  });

  it('does not let a renewal started before a publish replace the newer list', async () => {
    const t = await holdingA();
    t.advance(TTL);
    await t.cache.get();
    t.publish();
    const afterPublish = t.cache.get();
    t.answer(2, linksNamed('new'));
    await afterPublish;
    t.answer(1, linksNamed('old'));
    await settle();
    await expect(t.cache.get()).resolves.toEqual(linksNamed('new'));
  });

  it('keeps its last list when the service does not answer', async () => {
    const t = await holdingA();
    t.publish();
    const failed = t.cache.get();
    t.fail(1);
    await expect(failed).resolves.toEqual(linksNamed('a'));
  });

  it('answers undefined when the service has never answered', async () => {
    const t = setup();
    const first = t.cache.get();
    t.answer(0, undefined);
    await expect(first).resolves.toBeUndefined();
  });
});
