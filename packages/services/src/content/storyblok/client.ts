import StoryblokClient from 'storyblok-js-client';
import {
  ContentServiceError,
  type ContentDeliveryClient,
  type DatasourceEntriesParams,
  type DatasourceEntriesResult,
  type Fetch,
  type LinksBody,
  type LinksParams,
  type StoriesParams,
  type StoriesResult,
  type Story,
  type StoryBody,
  type StoryParams,
} from '../types';

export interface StoryblokContentClientOptions {
  accessToken: string;
  /** Injected in contract tests; the global fetch otherwise. */
  fetch?: Fetch;
  region?: string;
}

/**
 * Storyblok's Translatable Slugs app answers `full_slug` in the requested language; our
 * contract keeps the default-language path there (docs/content-model.md), which Storyblok
 * also sends as `default_full_slug`.
 */
function normalize(story: Story): Story {
  return story.default_full_slug ? { ...story, full_slug: story.default_full_slug } : story;
}

function statusOf(err: unknown): number {
  return typeof err === 'object' && err !== null && 'status' in err ? Number(err.status) : 0;
}

function rethrow(err: unknown): never {
  const message =
    typeof err === 'object' && err !== null && 'message' in err
      ? String(err.message)
      : 'Storyblok request failed';
  throw new ContentServiceError(statusOf(err) || 502, message);
}

/** The port over Storyblok's Content Delivery API v2 (STORYBLOK_TOKEN). */
export function createStoryblokContentClient(
  options: StoryblokContentClientOptions,
): ContentDeliveryClient {
  const client = new StoryblokClient({
    accessToken: options.accessToken,
    region: options.region,
    ...(options.fetch ? { fetch: options.fetch as typeof fetch } : {}),
  });
  // The library types params loosely; ours are the documented CDA parameters.
  const get = (path: string, params: object) =>
    client.get(path, params as Parameters<typeof client.get>[1]).catch(rethrow);

  return {
    async getStories(params: StoriesParams = {}): Promise<StoriesResult> {
      const result = await get('cdn/stories', params);
      const data = result.data as Omit<StoriesResult, 'total' | 'perPage'>;
      return {
        ...data,
        stories: data.stories.map(normalize),
        rels: (data.rels ?? []).map(normalize),
        links: data.links ?? [],
        total: result.total,
        perPage: result.perPage,
      };
    },
    async getStory(fullSlug: string, params: StoryParams = {}): Promise<StoryBody | null> {
      try {
        const result = await client.get(
          `cdn/stories/${fullSlug}`,
          params as Parameters<typeof client.get>[1],
        );
        const data = result.data as StoryBody;
        return {
          ...data,
          story: normalize(data.story),
          rels: (data.rels ?? []).map(normalize),
          links: data.links ?? [],
        };
      } catch (err) {
        if (statusOf(err) === 404) return null;
        return rethrow(err);
      }
    },
    async getLinks(params: LinksParams = {}): Promise<LinksBody> {
      const result = await get('cdn/links', params);
      return result.data as LinksBody;
    },
    async getDatasourceEntries(params: DatasourceEntriesParams): Promise<DatasourceEntriesResult> {
      const result = await get('cdn/datasource_entries', params);
      const data = result.data as Pick<DatasourceEntriesResult, 'datasource_entries'>;
      return { ...data, total: result.total, perPage: result.perPage };
    },
  };
}
