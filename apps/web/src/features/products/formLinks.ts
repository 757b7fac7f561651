import type { LinkResolver } from '@/features/content/links';

/** The stories of the contact and appointment forms (docs/forms.md, pages). */
export const CONTACT_STORY = 'service/kontakt';
export const APPOINTMENT_STORY = 'service/termin';

/**
 * A product's link to a form page in the page's locale (and microsite), carrying its article
 * number as `?product=` (001 §2). The form pages are content stories; without one the button
 * is left out rather than lead to a 404.
 */
export function productFormHref(
  links: LinkResolver,
  story: string,
  mpn: string | null | undefined,
): string | null {
  if (!links.exists(story)) return null;
  const query = mpn ? `?product=${encodeURIComponent(mpn)}` : '';
  return `${links.storyHref(story)}${query}`;
}
