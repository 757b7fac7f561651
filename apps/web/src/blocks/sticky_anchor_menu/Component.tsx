import { getTranslations } from 'next-intl/server';
import { anchorId } from '../section/schema';
import type { BlockProps } from '../_shared/types';
import { AnchorBar } from './AnchorBar';
import type { StickyAnchorMenuBlock } from './schema';

/** Anchor links to the page's `section` blocks. */
export async function StickyAnchorMenu({ block, ctx }: BlockProps<StickyAnchorMenuBlock>) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'blocks.anchorMenu' });
  const items = block.items.flatMap((item) => {
    const id = anchorId(item.anchor);
    return id ? [{ id, label: item.label }] : [];
  });
  return <AnchorBar items={items} label={t('label')} />;
}
