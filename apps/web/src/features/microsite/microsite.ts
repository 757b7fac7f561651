import type { Locale } from '@maison/domain/constants';
import { getLinks, getStory } from '@/features/content/api';
import { JEWELER_FOLDER } from '@/features/content/links';
import { storyByPath } from '@/features/content/story';
import type { Story } from '@/features/content/types';
import type { MicrositeJeweler } from '@/blocks/_shared/types';

/**
 * The story of a microsite URL `/juwelier/<jeweler>/<path>/`: the jeweler's own story at its
 * root, else the page at that path shown in the microsite channel. Null for unknown jewelers.
 */
export async function micrositeStory(
  locale: Locale,
  jeweler: string,
  segments: readonly string[],
): Promise<Story | null> {
  const jewelerSlug = `${JEWELER_FOLDER}/${jeweler}`;
  const links = await getLinks();
  if (!Object.values(links).some((link) => link.slug === jewelerSlug)) return null;
  return segments.length === 0 ? getStory(jewelerSlug, locale) : storyByPath(locale, segments);
}

/**
 * The jeweler of a microsite for its forms: the jeweler story's uuid and CRM id (docs/forms.md:
 * `metadata.jeweler_story_uuid`, `store_uuid`). Null for unknown jewelers.
 */
export async function micrositeJeweler(
  locale: Locale,
  jeweler: string,
): Promise<MicrositeJeweler | null> {
  const story = await getStory(`${JEWELER_FOLDER}/${jeweler}`, locale);
  if (!story) return null;
  const crmUuid = story.content.crmUuid;
  return {
    storyUuid: story.uuid,
    crmUuid: typeof crmUuid === 'string' && crmUuid ? crmUuid : null,
  };
}
