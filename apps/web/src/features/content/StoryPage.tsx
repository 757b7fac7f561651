import type { Locale } from '@maison/domain/constants';
import { leadImageUid, renderBlocks } from '@/blocks/registry';
import type { Channel, MicrositeJeweler } from '@/blocks/_shared/types';
import { JewelerPage } from '@/features/jewelers/JewelerPage';
import { ProductDetail } from '@/features/products/ProductDetail';
import { PwaShell } from '@/features/shell/PwaShell';
import { getLinks } from './api';
import { createLinkResolver } from './links';
import { PageViewCounter } from './PageViewCounter';
import type { Block, Story } from './types';

/**
 * A content story as a page: products get the product detail page, jewelers their page, a
 * pwaPage its blocks in the app-like shell (002 §2), other stories their blocks.
 */
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
  const blocks = story.content.body as Block[] | undefined;
  const ctx = {
    locale,
    channel,
    links,
    microsite,
    jeweler,
    storyUuid: story.uuid,
    leadImageUid: leadImageUid(blocks, channel),
  };
  const ownBlocks = () => (
    <>
      {hasHeadline(blocks) ? null : <h1 className="visually-hidden">{story.name}</h1>}
      {renderBlocks(blocks, ctx)}
    </>
  );
  return (
    <>
      {story.content.component === 'product' ? (
        <ProductDetail story={story} ctx={ctx} />
      ) : story.content.component === 'jeweler' && channel === 'default' ? (
        // A microsite's root keeps its own blocks (its hero names the jeweler).
        <JewelerPage story={story} ctx={ctx} />
      ) : story.content.component === 'pwaPage' ? (
        <PwaShell locale={locale}>{ownBlocks()}</PwaShell>
      ) : (
        ownBlocks()
      )}
      <PageViewCounter />
    </>
  );
}

/**
 * Whether the page's blocks give it its h1 (only a hero with a headline does). Every page needs
 * one for screen-reader users who jump by headings; pages without a hero name it unseen.
 */
function hasHeadline(blocks: Block[] | undefined): boolean {
  return (blocks ?? []).some((block) => block.component === 'hero_banner' && block.headline);
}
