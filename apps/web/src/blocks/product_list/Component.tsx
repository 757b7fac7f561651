import { getProducts } from '@/features/content/api';
import { filterPanels, productListLabels } from '@/features/products/listing';
import { ProductListLazy as ProductList } from './lazy';
import { toProductSummary } from '@/features/products/summary';
import type { BlockProps } from '../_shared/types';
import type { ProductListBlockData } from './schema';
import styles from './ProductListBlock.module.css';

/** 000 §2: the products of a type (all without one) as a filterable grid or highlight view. */
export async function ProductListBlock({ block, ctx }: BlockProps<ProductListBlockData>) {
  const stories = await getProducts(ctx.locale);
  const productType = block.productType || '';
  const all = stories
    .map((story) => toProductSummary(story, ctx.locale, ctx.links))
    .filter((product) => !productType || product.type === productType);
  const products = block.limit ? all.slice(0, block.limit) : all;
  const [panels, labels] = await Promise.all([
    filterPanels(ctx.locale, productType, block.filterGroups, products),
    productListLabels(ctx.locale),
  ]);
  return (
    <section data-testid="block-product_list" className={`container ${styles.root}`}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      <ProductList
        products={products}
        productType={productType}
        panels={panels}
        view={block.view === 'highlight' ? 'highlight' : 'grid'}
        labels={labels}
      />
    </section>
  );
}
