import { describe, expect, it } from 'vitest';
import { createFeedReader } from './feed-reader';

/** A feed with one position per name, in Personio's XML. */
const feed = (...names: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><workzag-jobs>${names
    .map(
      (name, i) =>
        `<position><id>${i + 1}</id><office>Pforzheim</office><department>Goldsmithing</department><name>${name}</name><createdAt>2026-09-01T08:00:00+00:00</createdAt></position>`,
    )
    .join('')}</workzag-jobs>`;

/** A feed service whose answers the test releases one by one, and a clock it sets. */
function world() {
  const pending: { resolve: (r: Response) => void; reject: (e: Error) => void }[] = [];
  let time = 0;
  const reader = createFeedReader({
    url: (language) => `https://feed.test/xml?language=${language}`,
    fetch: () => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
    now: () => time,
  });
  const names = async () => (await reader.listPositions('de')).map((p) => p.name);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    reader,
    names,
    settle,
    pending,
    at: (ms: number) => {
      time = ms;
    },
    answer: async (xml: string) => {
      pending.shift()!.resolve(new Response(xml));
      await settle();
    },
    fail: async () => {
      pending.shift()!.reject(new Error('connection reset'));
      await settle();
    },
  };
}

/** A reader that has read the German feed once, at time 0. */
async function readOnce(xml: string) {
  const w = world();
  const first = w.names();
  await w.answer(xml);
  await first;
  return w;
}

const MINUTE = 60_000;

describe('the jobs feed reader', () => {
  it('reads a language once a minute', async () => {
    const w = world();
    const first = w.names();
    await w.answer(feed('Goldschmied'));
    expect(await first).toEqual(['Goldschmied']);
    w.at(MINUTE - 1);
    expect(await w.names()).toEqual(['Goldschmied']);
    expect(w.pending).toHaveLength(0);
  });

  it('answers the list read before while it reads the feed again', async () => {
    const w = await readOnce(feed('Goldschmied'));
    w.at(MINUTE + 1);
    // No waiting on the feed: the old list at once, one read behind it.
    expect(await w.names()).toEqual(['Goldschmied']);
    expect(await w.names()).toEqual(['Goldschmied']);
    expect(w.pending).toHaveLength(1);
    await w.answer(feed('Goldschmied', 'Emailleurin'));
    expect(await w.names()).toEqual(['Goldschmied', 'Emailleurin']);
    expect(w.pending).toHaveLength(0);
  });

  it('keeps the old list when the read behind it fails, and tries again', async () => {
    const w = await readOnce(feed('Goldschmied'));
    w.at(MINUTE + 1);
    expect(await w.names()).toEqual(['Goldschmied']);
    await w.fail();
    expect(await w.names()).toEqual(['Goldschmied']);
    expect(w.pending).toHaveLength(1);
    await w.answer(feed('Fasser'));
    expect(await w.names()).toEqual(['Fasser']);
  });

  it('waits for the feed when what it read is too old', async () => {
    const w = await readOnce(feed('Goldschmied'));
    w.at(11 * MINUTE + 1);
    const fresh = w.names();
    await w.answer(feed('Fasser'));
    expect(await fresh).toEqual(['Fasser']);
  });

  it('does not put back a list that clear() dropped', async () => {
    const w = await readOnce(feed('Goldschmied'));
    w.at(MINUTE + 1);
    await w.names();
    w.reader.clear();
    const afterClear = w.names();
    // The read begun before clear() answers last-but-one: it must not win.
    const [, current] = w.pending;
    current!.resolve(new Response(feed('Fasser')));
    await w.settle();
    await w.answer(feed('Goldschmied'));
    expect(await afterClear).toEqual(['Fasser']);
    expect(await w.names()).toEqual(['Fasser']);
  });

  it('forgets a failed first read', async () => {
    const w = world();
    const first = expect(w.names()).rejects.toThrow('unreachable');
    await w.fail();
    await first;
    const again = w.names();
    await w.answer(feed('Goldschmied'));
    expect(await again).toEqual(['Goldschmied']);
  });
});
