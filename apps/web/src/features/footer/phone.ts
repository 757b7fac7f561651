/**
 * 001 §9: a footer `tel:` link dials the number without spaces, brackets and dashes (also
 * URL-encoded spaces); the link's text stays as the editor wrote it. Other links are unchanged.
 */
export function footerLinkHref(href: string): string {
  if (!href.startsWith('tel:')) return href;
  return `tel:${href.slice('tel:'.length).replace(/%20|[\s()-]/g, '')}`;
}
