import type { Locale } from '@maison/domain/constants';
import { renderBlocks } from '@/blocks/registry';
import type { Channel, MicrositeJeweler } from '@/blocks/_shared/types';
import { ProductDetail } from '@/features/products/ProductDetail';
import { getLinks } from './api';
import { createLinkResolver } from './links';
import { PageViewCounter } from './PageViewCounter';
import type { Block, Story } from './types';

/** A content story as a page: products get the product detail page, pages their blocks. */
export async function StoryPage({
  story,
  locale,
  channel = 'default',
  microsite = null,
  jeweler = null,
}: {
  story: Story;
  locale: Locale;
  channel?: Channel;
  microsite?: string | null;
  jeweler?: MicrositeJeweler | null;
}) {
  const links = createLinkResolver(await getLinks(), locale, microsite);
  const ctx = { locale, channel, links, microsite, jeweler, storyUuid: story.uuid };
  return (
    <>
      {story.content.component === 'product' ? (
        <ProductDetail story={story} ctx={ctx} />
      ) : (
        renderBlocks(story.content.body as Block[] | undefined, ctx)
      )}
      <PageViewCounter />
    </>
  );
}
