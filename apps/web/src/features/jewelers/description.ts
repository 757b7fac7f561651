import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import type { Story } from '@/features/content/types';
import { jewelerRecord } from './record';

/**
 * A jeweler page's meta description when the story has no summary of its own: name, address
 * and what the page offers, so search results say more than the shop's name. Undefined for
 * other content types.
 */
export async function jewelerDescription(
  story: Story,
  locale: Locale,
): Promise<string | undefined> {
  if (story.content.component !== 'jeweler') return undefined;
  const jeweler = jewelerRecord(story);
  const t = await getTranslations({ locale, namespace: 'jeweler.page' });
  const place = [jeweler.address, [jeweler.zip, jeweler.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return t('description', { name: jeweler.name, place });
}
