import { describe, expect, it } from 'vitest';
import { ContentServiceError } from '../types';
import { createStoryblokContentClient } from './client';
import stories from './fixtures/stories.json';

/** A fetch answering like api.storyblok.com, recording the URLs it was asked for. */
function fakeFetch(
  routes: Record<string, { status: number; body: unknown; headers?: Record<string, string> }>,
) {
  const urls: URL[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    const route = routes[url.pathname];
    if (!route)
      return new Response(JSON.stringify({ error: 'This record could not be found' }), {
        status: 404,
      });
    return new Response(JSON.stringify(route.body), {
      status: route.status,
      headers: { 'content-type': 'application/json', ...route.headers },
    });
  };
  return { fetch, urls };
}

describe('storyblok adapter (synthetic CDA v2 answers, fixtures/README.md)', () => {
  it('lists stories with total and per-page, keeping full_slug in the default language', async () => {
    const { fetch, urls } = fakeFetch({
      '/v2/cdn/stories': {
        status: 200,
        body: stories,
        headers: { total: '1', 'per-page': '100' },
      },
    });
    const client = createStoryblokContentClient({ accessToken: 'public-token', fetch });
    const result = await client.getStories({
      content_type: 'page',
      language: 'en',
      per_page: 100,
      filter_query: { component: { in: 'page' } },
    });
    expect(result.total).toBe(1);
    expect(result.perPage).toBe(100);
    expect(result.cv).toBe(1790841600);
    expect(result.stories[0]).toMatchObject({
      full_slug: 'schmuck/ringe',
      name: 'Rings',
      lang: 'en',
      translated_slugs: expect.arrayContaining([
        { path: 'jewellery/rings', name: 'Rings', lang: 'en', published: true },
      ]),
    });
    const asked = urls[0] as URL;
    expect(asked.searchParams.get('token')).toBe('public-token');
    expect(asked.searchParams.get('content_type')).toBe('page');
    expect(asked.searchParams.get('filter_query[component][in]')).toBe('page');
  });

  it('answers null for a missing story and throws other failures', async () => {
    const { fetch } = fakeFetch({
      '/v2/cdn/stories/schmuck/ringe': {
        status: 200,
        body: { story: stories.stories[0], cv: 1, rels: [], links: [] },
      },
      '/v2/cdn/links': { status: 401, body: { error: 'Unauthorized' } },
    });
    const client = createStoryblokContentClient({ accessToken: 'public-token', fetch });
    expect((await client.getStory('schmuck/ringe'))?.story.full_slug).toBe('schmuck/ringe');
    expect(await client.getStory('schmuck/nichts')).toBeNull();
    await expect(client.getLinks()).rejects.toBeInstanceOf(ContentServiceError);
  });
});
