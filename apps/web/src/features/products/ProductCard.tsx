import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import { trackedButton } from '@/features/tracking/buttons';
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

/** The 1:1 box the card's image attributes reserve. */
const CARD_IMAGE_PX = 800;

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
      {/* Cards are shown only by the product_list block. */}
      <a className={styles.link} href={product.href} {...trackedButton('product', 'product_list')}>
        <div className={styles.media}>
          {product.image ? (
            <Picture
              className={styles.picture}
              src={product.image.src}
              alt={product.image.alt}
              width={CARD_IMAGE_PX}
              height={CARD_IMAGE_PX}
              // Two columns on mobile, a third of the grid above; the large card spans more.
              sizes={large ? sizesOf('100vw', '66vw') : sizesOf('50vw', '33vw')}
              eager={eager}
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
