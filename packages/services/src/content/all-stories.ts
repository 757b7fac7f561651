import { CONTENT_PAGE_SIZE, type Locale } from '@maison/domain/constants';
import type { ContentDeliveryClient, Story } from './types';

/**
 * Every published story of a content type in a locale, read 100 a page (001 §7) until a page
 * comes back short: what the search indexer and the jeweler directory both need.
 */
export async function allStories(
  client: Pick<ContentDeliveryClient, 'getStories'>,
  contentType: string,
  locale: Locale,
): Promise<Story[]> {
  const all: Story[] = [];
  for (let page = 1; ; page++) {
    const { stories } = await client.getStories({
      content_type: contentType,
      language: locale,
      page,
      per_page: CONTENT_PAGE_SIZE,
    });
    all.push(...stories);
    if (stories.length < CONTENT_PAGE_SIZE) return all;
  }
}
