import { expect, test, type APIRequestContext } from '@playwright/test';
import { tokenFor } from '../support/auth';
import { clientAddressHeaders } from '../support/page';

/**
 * Issue 15: changes in the local content service reach the cached pages within 2 s, without a
 * rebuild or restart: a new story answers 200, a deleted or unpublished one 404, an edited home
 * page shows its new title, in German and in Japanese.
 */

const WITHIN = { timeout: 2_000, intervals: [100, 200] };

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders(clientAddressHeaders());
});

async function adminHeaders() {
  const token = await tokenFor({ id: 1, email: 'admin@maison.test', is_superuser: true });
  return { Authorization: `Token ${token}` };
}

/** A page story whose title and only block say `marker`. */
function pageStory(slug: string, marker: string) {
  return {
    name: marker,
    slug,
    content: {
      component: 'page',
      _uid: `${slug}-page`,
      seo_title: marker,
      body: [
        {
          component: 'quote',
          _uid: `${slug}-quote`,
          channel: 'all',
          devices: [],
          text: marker,
          author: 'Maison',
        },
      ],
    },
  };
}

async function status(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path, { maxRedirects: 0 })).status();
}

test('a new story is live within 2 s; deleted, it answers 404 within 2 s', async ({ request }) => {
  const headers = await adminHeaders();
  const slug = `neuheit-${Date.now()}`;
  const path = `/marke/${slug}`;
  expect(await status(request, path)).toBe(404);

  const created = await request.post('/api/v1/cms/stories/', {
    headers,
    data: { folder: 'marke', locales: { de: pageStory(slug, `Neuheit ${slug}`) }, publish: true },
  });
  expect(created.status()).toBe(201);
  const { story } = (await created.json()) as { story: { uuid: string } };
  try {
    await expect
      .poll(async () => {
        const res = await request.get(path);
        return res.status() === 200 && (await res.text()).includes(`Neuheit ${slug}`);
      }, WITHIN)
      .toBe(true);
  } finally {
    const deleted = await request.delete(`/api/v1/cms/stories/${story.uuid}/`, { headers });
    expect(deleted.status()).toBe(204);
  }
  await expect.poll(() => status(request, path), WITHIN).toBe(404);
  const notFound = await (await request.get(path)).text();
  expect(notFound.includes('<h1>Diese Seite gibt es nicht</h1>'), 'the localized 404 text').toBe(
    true,
  );
});

test('an unpublished story answers 404 within 2 s; its draft stays', async ({ request }) => {
  const headers = await adminHeaders();
  const slug = `auslauf-${Date.now()}`;
  const created = await request.post('/api/v1/cms/stories/', {
    headers,
    data: { folder: 'marke', locales: { de: pageStory(slug, `Auslauf ${slug}`) }, publish: true },
  });
  const { story } = (await created.json()) as { story: { uuid: string } };
  try {
    await expect.poll(() => status(request, `/marke/${slug}`), WITHIN).toBe(200);
    const res = await request.post(`/api/v1/cms/stories/${story.uuid}/unpublish/`, { headers });
    expect(res.status()).toBe(200);
    await expect.poll(() => status(request, `/marke/${slug}`), WITHIN).toBe(404);
  } finally {
    await request.delete(`/api/v1/cms/stories/${story.uuid}/`, { headers });
  }
});

test('an edited home page title shows on the cached home within 2 s (de, ja)', async ({
  request,
}) => {
  const headers = await adminHeaders();
  const res = await request.get('/api/cms/v2/cdn/stories/home?language=ja');
  const { story } = (await res.json()) as {
    story: { uuid: string; name: string; slug: string; content: Record<string, unknown> };
  };
  const de = (await (await request.get('/api/cms/v2/cdn/stories/home')).json()).story;
  const original = (s: typeof story) => ({ name: s.name, slug: s.slug, content: s.content });
  const marker = `${Date.now()}`;
  // Warm both caches first, so the change must expire them.
  for (const home of ['/', '/ja']) expect(await status(request, home)).toBe(200);
  const put = (locales: Record<string, unknown>) =>
    request.put(`/api/v1/cms/stories/${story.uuid}/`, {
      headers,
      data: { locales, publish: true },
    });
  try {
    const edited = await put({
      de: { ...original(de), content: { ...de.content, seo_title: `Startseite ${marker}` } },
      ja: { ...original(story), content: { ...story.content, seo_title: `ホーム ${marker}` } },
    });
    expect(edited.status()).toBe(200);
    const title = async (home: string) =>
      /<title>([^<]*)<\/title>/.exec(await (await request.get(home)).text())?.[1] ?? '';
    await expect.poll(() => title('/'), WITHIN).toContain(`Startseite ${marker}`);
    await expect.poll(() => title('/ja'), WITHIN).toContain(`ホーム ${marker}`);
  } finally {
    expect((await put({ de: original(de), ja: original(story) })).status()).toBe(200);
  }
});

test('an edited story shows its new title on its cached page within 2 s', async ({ request }) => {
  const headers = await adminHeaders();
  const res = await request.get('/api/cms/v2/cdn/stories/marke/geschichte?language=de');
  const { story } = (await res.json()) as {
    story: { uuid: string; name: string; slug: string; content: Record<string, unknown> };
  };
  const original = { name: story.name, slug: story.slug, content: story.content };
  const marker = `Geschichte ${Date.now()}`;
  expect(await (await request.get('/marke/geschichte')).text()).not.toContain(marker);
  const publish = (de: typeof original) =>
    request.put(`/api/v1/cms/stories/${story.uuid}/`, {
      headers,
      data: { locales: { de }, publish: true },
    });
  try {
    const edited = await publish({
      ...original,
      name: marker,
      content: { ...original.content, seo_title: marker },
    });
    expect(edited.status()).toBe(200);
    await expect
      .poll(async () => (await request.get('/marke/geschichte')).text(), WITHIN)
      .toContain(marker);
  } finally {
    expect((await publish(original)).status()).toBe(200);
  }
});

test('a draft is reachable in the editor preview only', async ({ page, request }) => {
  const headers = await adminHeaders();
  const slug = `entwurf-${Date.now()}`;
  const created = await request.post('/api/v1/cms/stories/', {
    headers,
    data: { folder: 'marke', locales: { de: pageStory(slug, `Entwurf ${slug}`) }, publish: false },
  });
  expect(created.status()).toBe(201);
  const { story } = (await created.json()) as { story: { uuid: string } };
  try {
    expect(await status(request, `/marke/${slug}`)).toBe(404);
    expect(await status(request, `/api/preview?secret=wrong&slug=marke/${slug}`)).toBe(401);

    process.env.DATA_DIR = process.env.E2E_DATA_DIR ?? 'data/e2e';
    const { loadPreviewSecret } = await import('../../packages/api/src/shared/secrets');
    const secret = encodeURIComponent(loadPreviewSecret() ?? '');
    const res = await page.goto(`/api/preview?secret=${secret}&slug=marke/${slug}`);
    expect(page.url()).toMatch(new RegExp(`/marke/${slug}$`));
    expect(res?.status()).toBe(200);
    expect(res?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByText(`Entwurf ${slug}`).first()).toBeVisible();

    await page.goto('/api/preview/exit');
    expect((await page.goto(`/marke/${slug}`))?.status()).toBe(404);
  } finally {
    await request.delete(`/api/v1/cms/stories/${story.uuid}/`, { headers });
  }
});
