import { getTranslations } from 'next-intl/server';
import type { BlockProps } from '../_shared/types';
import { PriceOnRequest } from './PriceOnRequest';
import type { PriceOnRequestModalBlock } from './schema';
import styles from './PriceOnRequest.module.css';

export function priceOnRequestProps(
  block: PriceOnRequestModalBlock | null | undefined,
  ctx: BlockProps<unknown>['ctx'],
  t: (key: 'open' | 'headline' | 'text') => string,
) {
  return {
    triggerLabel: t('open'),
    headline: block?.headline || t('headline'),
    text: block?.text || t('text'),
    ctaLabel: block?.ctaLabel,
    ctaHref: ctx.links.href(block?.ctaLink),
  };
}

export async function PriceOnRequestModal({ block, ctx }: BlockProps<PriceOnRequestModalBlock>) {
  const t = await getTranslations({ locale: ctx.locale, namespace: 'product.priceOnRequest' });
  return (
    <div data-testid="block-price_on_request_modal" className={`container ${styles.root}`}>
      <PriceOnRequest {...priceOnRequestProps(block, ctx, t)} />
    </div>
  );
}
