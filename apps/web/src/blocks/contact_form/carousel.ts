import {
  BREAKPOINT_CAROUSEL_SMALL_PX,
  BREAKPOINT_DESKTOP_MIN_PX,
  CONTACT_CAROUSEL_PER_VIEW,
} from '@maison/domain/constants';

/** 001 §2: product slides per view: 1 below 480 px, 2 from 480 px, 3 from 890 px. */
export function contactSlidesPerView(viewportWidth: number): number {
  if (viewportWidth >= BREAKPOINT_DESKTOP_MIN_PX) return CONTACT_CAROUSEL_PER_VIEW.large;
  if (viewportWidth >= BREAKPOINT_CAROUSEL_SMALL_PX) return CONTACT_CAROUSEL_PER_VIEW.medium;
  return CONTACT_CAROUSEL_PER_VIEW.small;
}

/**
 * The article numbers the form starts with (001 §2): `?product=` (a comma list) wins; else
 * `?wishlistinclude` takes the visitor's wishlist. Duplicates and blanks are dropped.
 */
export function preselectedProducts(
  product: string | null | undefined,
  wishlistInclude: string | null | undefined,
  wishlist: readonly string[],
): string[] {
  const list =
    product != null && product.trim()
      ? product.split(',')
      : wishlistInclude != null
        ? [...wishlist]
        : [];
  return [...new Set(list.map((mpn) => mpn.trim()).filter(Boolean))];
}
