import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@maison/domain/constants';
import { getLinks, getProducts } from '@/features/content/api';
import { createLinkResolver } from '@/features/content/links';
import { productListLabels } from '@/features/products/listing';
import { toProductSummary } from '@/features/products/summary';
import { Text } from '@/ui/Text';
import { WishlistList, type WishlistProduct } from './WishlistList';
import styles from './wishlist.module.css';

export async function wishlistMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  return { title: t('title'), robots: { index: false } };
}

/** The wishlist page (000 §2): saved products newest first, names and images from the content. */
export async function WishlistScreen({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'wishlist' });
  const links = createLinkResolver(await getLinks(), locale);
  const products: WishlistProduct[] = (await getProducts(locale)).flatMap((story) => {
    const summary = toProductSummary(story, locale, links);
    return summary.mpn
      ? [
          {
            article: summary.mpn,
            href: summary.href,
            name: summary.name,
            name2: summary.name2,
            image: summary.image,
            price: summary.price,
            isLimited: summary.isLimited,
          },
        ]
      : [];
  });
  return (
    <div className={`container ${styles.page}`}>
      <Text variant="display-2" as="h1" className={styles.title}>
        {t('title')}
      </Text>
      <WishlistList products={products} labels={await productListLabels(locale)} />
    </div>
  );
}
