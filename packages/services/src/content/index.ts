import { createLocalContentClient } from './local/client';
import { createStoryblokContentClient } from './storyblok/client';
import type { ContentDeliveryClient, Fetch } from './types';

export * from './types';
export { allStories } from './all-stories';
export { onPublish, type PublishEvent, type PublishHook } from './publish-hook';

export interface ContentClientOptions {
  /** How to reach our CDN routes: in-process `app.fetch` or the global fetch. */
  fetch: Fetch;
  /** Origin of the API; any origin will do in-process. */
  baseUrl: string;
  previewToken?: string;
  init?: RequestInit;
  env?: Record<string, string | undefined>;
}

/** Storyblok when STORYBLOK_TOKEN is set, otherwise the embedded service through `fetch`. */
export function createContentClient(options: ContentClientOptions): ContentDeliveryClient {
  const token = (options.env ?? process.env).STORYBLOK_TOKEN;
  if (token) return createStoryblokContentClient({ accessToken: token });
  return createLocalContentClient(options);
}
