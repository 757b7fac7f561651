import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { LOCALES } from '@maison/domain/constants';
import { tagsToExpire, type ContentChangeEvent } from '@maison/domain/content-tags';
import { countPublish } from './publish-count';

/**
 * Expires the cached reads and pages a content change touched (decision 0023) and tells the
 * proxy that the set of page paths may have changed. Returns the expired tags.
 */
export function expireContent(event: ContentChangeEvent): string[] {
  const tags = tagsToExpire(event, LOCALES);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  countPublish();
  return tags;
}

const Action = z.enum(['published', 'unpublished', 'deleted']);

/** Our publish hook's body (REVALIDATE_WEBHOOK_URL): the API's PublishEvent. */
const OwnEvent = z.object({
  action: Action,
  full_slug: z.string(),
  previous_full_slug: z.string().optional(),
  component: z.string().nullable().optional(),
  links_changed: z.boolean(),
});

/**
 * Storyblok's story webhook (`{text, action, space_id, story_id, full_slug}`): it does not name
 * the content type, so every list goes, and a move changes links like a publish elsewhere.
 */
const StoryblokEvent = z.object({
  action: z.enum(['published', 'unpublished', 'deleted', 'moved']),
  full_slug: z.string().default(''),
  story_id: z.number().optional(),
});

/** The change a webhook body describes, or null when it is neither shape. */
export function changeFromWebhook(body: unknown): ContentChangeEvent | null {
  const own = OwnEvent.safeParse(body);
  if (own.success) return own.data;
  const storyblok = StoryblokEvent.safeParse(body);
  if (!storyblok.success) return null;
  const { action, full_slug } = storyblok.data;
  return {
    action: action === 'moved' ? 'published' : action,
    full_slug,
    component: null,
    links_changed: true,
  };
}
