import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  freePort,
  startRedisServer,
  type TestRedis,
} from '../../packages/services/src/redis/testing';
import { PASSWORD } from '../support/session';
import {
  copyOfDataDir,
  healthy,
  seededDataDir,
  startWebProcess,
  type WebProcess,
} from '../support/web-process';

/**
 * Issue 15, scale-out: two web processes of the built app on one Redis (REDIS_URL). A holds the
 * database and the in-process API; B is a web process on its own, reading content and the API
 * from A (API_URL). Pages are cached once for both, and a story published through A shows on B
 * within 2 s: A's publish expires the shared cache's entries, which B serves.
 */

const STORY = 'marke/geschichte';

let redis: TestRedis | undefined;
let a: WebProcess | undefined;
let b: WebProcess | undefined;

test.beforeAll(async () => {
  // Seeding A's database and starting two servers, on a busy 2-core machine.
  test.setTimeout(180_000);
  redis = await startRedisServer();
  const [portA, portB] = [await freePort(), await freePort()];
  const dataA = await seededDataDir();
  // B answers its own health check from a database of its own, which it never uses otherwise.
  const dataB = copyOfDataDir(dataA);
  a = startWebProcess(portA, { REDIS_URL: redis.url }, dataA);
  b = startWebProcess(portB, { REDIS_URL: redis.url, API_URL: `http://localhost:${portA}` }, dataB);
  await Promise.all([healthy(a, 90_000), healthy(b, 90_000)]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

interface Story {
  uuid: string;
  slug: string;
  content: Record<string, unknown>;
}

/** The story, and a superuser's token for A's API. */
async function storyAndToken(request: APIRequestContext): Promise<{ story: Story; token: string }> {
  const res = await request.get(`${a!.url}/api/cms/v2/cdn/stories?by_slugs=${STORY}&language=de`);
  expect(res.status()).toBe(200);
  const [story] = (await res.json()).stories as Story[];
  const login = await request.post(`${a!.url}/api/v1/jwt/create/`, {
    data: { email: 'admin@maison.test', password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  return { story: story!, token: ((await login.json()) as { access: string }).access };
}

/** Publishes the German story through A with `name` as its name and SEO title. */
async function publishThroughA(
  request: APIRequestContext,
  { story, token }: { story: Story; token: string },
  name: string,
  slug = story.slug,
) {
  const res = await request.put(`${a!.url}/api/v1/cms/stories/${story.uuid}/`, {
    headers: { Authorization: `Token ${token}` },
    data: {
      locales: { de: { name, slug, content: { ...story.content, seo_title: name } } },
      publish: true,
    },
  });
  expect(res.status()).toBe(200);
}

const onB = (request: APIRequestContext, path: string) => request.get(`${b!.url}/${path}`);

test('pages are cached once for both processes, and a publish through one shows on the other within 2 s', async ({
  request,
}) => {
  const editor = await storyAndToken(request);
  // A renders the page; B, which never rendered it, serves A's copy from Redis.
  expect((await request.get(`${a!.url}/${STORY}`)).headers()['x-nextjs-cache']).toBe('MISS');
  const fromB = await onB(request, STORY);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['x-nextjs-cache']).toBe('HIT');

  const showsOnB = (name: string) => async () =>
    (await (await onB(request, STORY)).text()).includes(name);
  // A first publish warms both fresh processes' code paths (a render after a publish, the
  // announcement); the second is timed as a publish on a running site.
  const warmUp = `Geschichte ${Date.now()}`;
  await publishThroughA(request, editor, warmUp);
  await expect.poll(showsOnB(warmUp), { timeout: 30_000 }).toBe(true);

  const name = `Geschichte ${Date.now()}`;
  expect(await showsOnB(name)()).toBe(false);
  await publishThroughA(request, editor, name);
  await expect.poll(showsOnB(name), { timeout: 2_000, intervals: [100] }).toBe(true);
});

test('a story moved to a new path through one process answers there on the other within 2 s, and its old path 404', async ({
  request,
}) => {
  const editor = await storyAndToken(request);
  const [folder] = STORY.split('/');
  const moved = `${folder}/geschichte-${Date.now()}`;
  // B knows the site's paths (its proxy's list) before the move.
  expect((await onB(request, STORY)).status()).toBe(200);
  expect((await onB(request, moved)).status()).toBe(404);

  await publishThroughA(request, editor, 'Geschichte', moved.split('/')[1]);
  await expect
    .poll(async () => (await onB(request, moved)).status(), { timeout: 2_000, intervals: [100] })
    .toBe(200);
  expect((await onB(request, STORY)).status()).toBe(404);
});
