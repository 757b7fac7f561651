/** One link in the main menu; `href` is locale-free (the locale prefix is added when linking). */
interface NavLink {
  id: string;
  label: string;
  href: string;
}

/** A top-level entry: a plain link, or a flyout when it has children. */
export interface NavItem extends NavLink {
  children?: readonly NavLink[];
  /** Text of the flyout's link to the entry's own page; defaults to the label. */
  overviewLabel?: string;
}

/** Keys of the header.nav messages. */
type NavLabelKey =
  | 'jewellery'
  | 'rings'
  | 'bracelets'
  | 'earrings'
  | 'necklaces'
  | 'brand'
  | 'manufactory'
  | 'museum'
  | 'findJeweller'
  | 'careers';

interface NavEntry {
  id: NavLabelKey;
  href: string;
  children?: readonly { id: NavLabelKey; href: string }[];
}

/**
 * The main menu until the content service's configuration story provides it. Slugs are the
 * content service's full slugs, which are the same in every locale.
 */
export const MAIN_NAVIGATION: readonly NavEntry[] = [
  {
    id: 'jewellery',
    href: '/schmuck',
    children: [
      { id: 'rings', href: '/schmuck/ringe' },
      { id: 'bracelets', href: '/schmuck/armbaender' },
      { id: 'earrings', href: '/schmuck/ohrringe' },
      { id: 'necklaces', href: '/schmuck/halsketten' },
    ],
  },
  {
    id: 'brand',
    href: '/marke',
    children: [
      { id: 'manufactory', href: '/marke/manufaktur' },
      { id: 'museum', href: '/marke/schmuckmuseum' },
    ],
  },
  { id: 'findJeweller', href: '/juwelier-finden' },
  { id: 'careers', href: '/karriere' },
];

/** Resolves the model's labels with the header messages of the current locale. */
export function localizeNavigation(
  entries: readonly NavEntry[],
  label: (key: NavLabelKey) => string,
  overview: (label: string) => string,
): NavItem[] {
  return entries.map((entry) => ({
    id: entry.id,
    label: label(entry.id),
    overviewLabel: entry.children ? overview(label(entry.id)) : undefined,
    href: entry.href,
    children: entry.children?.map((child) => ({
      id: child.id,
      label: label(child.id),
      href: child.href,
    })),
  }));
}

/** Fixed destinations of the header's icon links (000 §2: the cart is /shop/warenkorb). */
export const HEADER_LINKS = {
  wishlist: '/merkliste',
  cart: '/shop/warenkorb',
  account: '/konto',
  login: '/anmelden',
} as const;
