import { getTranslations } from 'next-intl/server';
import { aspectHeightPx, IMAGE_WIDTH_DESKTOP_PX } from '@maison/domain/constants';
import { priceOnRequestProps } from '@/blocks/price_on_request_modal/Component';
import { PriceOnRequest } from '@/blocks/price_on_request_modal/PriceOnRequest';
import {
  priceOnRequestModalSchema,
  type PriceOnRequestModalBlock,
} from '@/blocks/price_on_request_modal/schema';
import { renderBlocks } from '@/blocks/registry';
import { AnchorBar } from '@/blocks/sticky_anchor_menu/AnchorBar';
import type { BlockContext } from '@/blocks/_shared/types';
import { sizesOf } from '@/features/content/images';
import { Picture } from '@/features/content/Picture';
import type { Asset, Block, Story } from '@/features/content/types';
import { JsonLd } from '@/features/seo/JsonLd';
import { WishlistToggle } from '@/features/wishlist/WishlistToggle';
import { productJsonLd } from '@/features/seo/productJsonLd';
import { APPOINTMENT_STORY, CONTACT_STORY, productFormHref } from './formLinks';
import { productContent, productPrice } from './summary';
import styles from './ProductDetail.module.css';

// The gallery takes 7 of 12 columns from desktop (ProductDetail.module.css); its first image and
// the landscape ones span it, the others share it two by two.
const FULL_SIZES = sizesOf('100vw', '58vw');
const HALF_SIZES = sizesOf('50vw', '29vw');

function GalleryImage({
  asset,
  alt,
  first,
  wide,
}: {
  asset: Asset;
  alt: string;
  first: boolean;
  wide: boolean;
}) {
  const height = aspectHeightPx(IMAGE_WIDTH_DESKTOP_PX, wide ? 'wide' : 'square');
  return (
    <Picture
      className={wide ? `${styles.image} ${styles.wide}` : styles.image}
      src={asset.filename}
      alt={asset.alt || alt}
      width={IMAGE_WIDTH_DESKTOP_PX}
      height={height}
      sizes={first || wide ? FULL_SIZES : HALF_SIZES}
      // The first image is the product page's LCP image.
      priority={first}
    />
  );
}

/** The product detail page (000 §2): gallery, names, article number, data, price, calls to action. */
export async function ProductDetail({
  story,
  ctx,
}: {
  story: Story;
  ctx: Omit<BlockContext, 'render'>;
}) {
  const { locale, links } = ctx;
  const t = await getTranslations({ locale, namespace: 'product' });
  const content = productContent(story);
  const name = content.name || story.name;
  const price = productPrice(content, locale);
  const body = (content.body as Block[] | undefined) ?? [];
  const modalBlock = body.find((block) => block.component === 'price_on_request_modal');
  const modal = modalBlock ? priceOnRequestModalSchema.safeParse(modalBlock).data : undefined;
  const rest = body.filter((block) => block !== modalBlock);

  const gallery = (
    content.imageSet?.length ? content.imageSet : [content.imageMain, content.imageLandscape]
  ).filter((asset): asset is Asset => Boolean(asset?.filename));
  const appointmentHref = productFormHref(links, APPOINTMENT_STORY, content.mpn);
  const contactHref = productFormHref(links, CONTACT_STORY, content.mpn);
  // 000 §4: the wishlist toggle is not offered on jeweler microsites.
  const wishlistArticle = ctx.microsite ? null : (content.mpn ?? null);
  const technicalData = (content.technicalData ?? []).filter((row) => row.label && row.value);
  const priceElement = price ? (
    <p className={styles.price}>{price}</p>
  ) : (
    <PriceOnRequest
      {...priceOnRequestProps(
        modal as PriceOnRequestModalBlock | undefined,
        { ...ctx, render: () => null },
        (key) => t(`priceOnRequest.${key}`),
      )}
    />
  );

  return (
    <article className={styles.root}>
      <JsonLd data={productJsonLd(content, locale, links.storyHref(story.full_slug))} />
      <div className={`container ${styles.top}`} id="details">
        <div className={styles.gallery}>
          {gallery.map((asset, index) => (
            <GalleryImage
              key={`${asset.filename}-${index}`}
              asset={asset}
              alt={name}
              first={index === 0}
              wide={asset.filename === content.imageLandscape?.filename}
            />
          ))}
        </div>
        <div className={styles.summary}>
          {content.isLimited ? <p className={styles.limited}>{t('limited')}</p> : null}
          <h1 className={styles.name}>
            {name}
            {content.name2 ? <span className={styles.name2}>{content.name2}</span> : null}
          </h1>
          {content.mpn ? (
            <p className={styles.mpn}>
              {t('mpn')} <span>{content.mpn}</span>
            </p>
          ) : null}
          {content.pageSummary ? <p className={styles.text}>{content.pageSummary}</p> : null}
          <div className={styles.priceRow}>{priceElement}</div>
          <div className={styles.actions}>
            {appointmentHref ? (
              <a className={styles.primary} href={appointmentHref}>
                {t('appointment')}
              </a>
            ) : null}
            {contactHref ? (
              <a className={styles.secondary} href={contactHref}>
                {t('contact')}
              </a>
            ) : null}
          </div>
        </div>
      </div>
      <AnchorBar
        testId="product-anchor-bar"
        label={t('sections')}
        items={[
          { id: 'details', label: t('details') },
          ...(technicalData.length ? [{ id: 'technical-data', label: t('technicalData') }] : []),
          ...(rest.length ? [{ id: 'more', label: t('more') }] : []),
        ]}
      >
        <span className={styles.barExtra}>
          <span className={styles.barPrice}>{price ?? t('priceOnRequest.label')}</span>
          {wishlistArticle ? <WishlistToggle article={wishlistArticle} compact /> : null}
        </span>
      </AnchorBar>
      {technicalData.length ? (
        <section id="technical-data" className={`container ${styles.section}`}>
          <h2 className={styles.sectionTitle}>{t('technicalData')}</h2>
          <table className={styles.table}>
            <tbody>
              {content.mpn ? (
                <tr>
                  <th scope="row">{t('mpn')}</th>
                  <td>{content.mpn}</td>
                </tr>
              ) : null}
              {technicalData.map((row, index) => (
                <tr key={`${row.label}-${index}`}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {rest.length ? (
        <section id="more" className={styles.more}>
          {renderBlocks(rest, ctx)}
        </section>
      ) : null}
    </article>
  );
}
