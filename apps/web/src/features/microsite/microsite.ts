import type { Locale } from '@maison/domain/constants';
import { getLinks, getStory } from '@/features/content/api';
import { JEWELER_FOLDER } from '@/features/content/known-paths';
import { storyByPath } from '@/features/content/story';
import type { Story } from '@/features/content/types';

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
