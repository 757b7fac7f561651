import { createContentClient, type ContentDeliveryClient } from '@maison/services/content/index';
import { getApp } from './index';
import { loadPreviewSecret } from './shared/secrets';
import { IN_PROCESS_ORIGIN } from './shared/prefix';

// The web reads the content port's shapes from here: it does not import packages/services.
export type {
  ContentDeliveryClient,
  Link,
  StoriesParams,
  Story,
  StoryContent,
} from '@maison/services/content/types';

/**
 * The content client for server components: Storyblok with STORYBLOK_TOKEN, over HTTP to
 * API_URL when set, otherwise our CDN routes in-process. Drafts (`version: 'draft'`) carry the
 * preview secret.
 */
export function getContentClient(): ContentDeliveryClient {
  const apiUrl = process.env.API_URL;
  return createContentClient({
    baseUrl: apiUrl ?? IN_PROCESS_ORIGIN,
    fetch: apiUrl
      ? (input, init) => fetch(input, init)
      : async (input, init) => (await getApp()).fetch(new Request(input, init)),
    previewToken: loadPreviewSecret() ?? undefined,
  });
}
