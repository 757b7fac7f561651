'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import {
  ProductCard,
  type ProductCardData,
  type ProductCardLabels,
} from '@/features/products/ProductCard';
import { TrashIcon } from '@/ui/Icon';
import { useSaveFailedToast, useWishlist } from './useWishlist';
import styles from './wishlist.module.css';

export type WishlistProduct = ProductCardData & { article: string };

/** The saved products, newest first, each with a remove button; messageNoItems when empty. */
export function WishlistList({
  products,
  labels,
}: {
  products: readonly WishlistProduct[];
  labels: ProductCardLabels;
}) {
  const t = useTranslations('wishlist');
  const wishlist = useWishlist();
  const saveFailed = useSaveFailedToast();
  const byArticle = useMemo(() => new Map(products.map((p) => [p.article, p])), [products]);
  const items = wishlist.entries.flatMap((entry) => {
    const product = byArticle.get(entry.article);
    return product ? [product] : [];
  });

  if (!wishlist.ready) return <p className={styles.muted}>{t('loading')}</p>;
  if (!items.length)
    return (
      <p className={styles.empty} data-testid="wishlist-empty">
        {t('messageNoItems')}
      </p>
    );

  const remove = async (article: string) => {
    const saved = await wishlist.remove(article);
    if (!saved.ok) saveFailed('remove', saved.status);
  };

  return (
    <ul role="list" className={styles.grid} data-testid="wishlist-items">
      {items.map((product) => (
        <li key={product.article} className={styles.item} data-testid="wishlist-item">
          <ProductCard product={product} labels={labels} />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('removeItem', { name: product.name })}
            onClick={() => void remove(product.article)}
          >
            <TrashIcon size="1.125em" />
            <span>{t('removeShort')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
