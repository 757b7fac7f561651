import type { ProductSummary } from './summary';
import styles from './ProductCard.module.css';

/** What a card shows of a product. */
export type ProductCardData = Pick<
  ProductSummary,
  'href' | 'name' | 'name2' | 'image' | 'price' | 'isLimited'
>;

export interface ProductCardLabels {
  limited: string;
  priceOnRequest: string;
}

/** A product in a list: image, name, name2, price or "price on request", limited label. */
export function ProductCard({
  product,
  labels,
  eager = false,
  large = false,
}: {
  product: ProductCardData;
  labels: ProductCardLabels;
  /** Cards in the first row load eagerly; the rest lazily below the fold. */
  eager?: boolean;
  large?: boolean;
}) {
  return (
    <article
      data-testid="product-card"
      className={large ? `${styles.root} ${styles.large}` : styles.root}
    >
      <a className={styles.link} href={product.href}>
        <div className={styles.media}>
          {product.image ? (
            <img
              src={product.image.src}
              alt={product.image.alt}
              width={800}
              height={800}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : null}
          {product.isLimited ? <span className={styles.limited}>{labels.limited}</span> : null}
        </div>
        <h3 className={styles.name}>
          {product.name}
          {product.name2 ? <span className={styles.name2}>{product.name2}</span> : null}
        </h3>
      </a>
      <p className={styles.price}>{product.price ?? labels.priceOnRequest}</p>
    </article>
  );
}
