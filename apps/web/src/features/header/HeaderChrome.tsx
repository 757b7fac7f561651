'use client';

import { useCallback, useRef, useState } from 'react';
import { useSession } from '@/features/account/session';
import { Link, usePathname } from '@/i18n/navigation';
import { SearchPanel, SearchToggle } from '@/features/search/HeaderSearch';
import { WishlistCount } from '@/features/wishlist/WishlistCount';
import { useCartCount } from './cartCount';
import { BagIcon, HeartIcon, MenuIcon, UserIcon } from './icons';
import type { HeaderLabels } from './labels';
import { LanguageSwitch, type LanguageNames } from './LanguageSwitch';
import { Logo } from './Logo';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { HEADER_LINKS, type NavItem } from './navigation';
import { isPortalPath, usePortalNavigation } from './portalNavigation';
import { useAccountHref } from './useAccountHref';
import { useMiniHeader } from './useMiniHeader';
import styles from './header.module.css';

interface HeaderChromeProps {
  items: readonly NavItem[];
  labels: HeaderLabels;
  languageNames: LanguageNames;
}

/** The cart icon (002 §2: it links to /shop/warenkorb) with the shop's last known count. */
function CartLink({ labels }: { labels: HeaderLabels }) {
  const loggedIn = useSession().status === 'user';
  const published = useCartCount();
  const count = loggedIn ? published : null;
  return (
    <Link
      href={HEADER_LINKS.cart}
      prefetch={false}
      className={`${styles.iconButton} ${styles.withBadge}`}
      aria-label={count === null ? labels.cart : labels.cartCount.replace('{count}', String(count))}
      data-testid="header-cart"
    >
      <BagIcon />
      {count === null ? null : (
        <span className={styles.badge} data-testid="header-cart-count" aria-hidden="true">
          {count}
        </span>
      )}
    </Link>
  );
}

/*
 * The account, wishlist and cart pages are rendered per visitor: prefetching them on every page
 * view would cost each visit two server renders and the page's start their parsing.
 */
function Actions({
  labels,
  searchOpen,
  onSearch,
}: {
  labels: HeaderLabels;
  searchOpen: boolean;
  onSearch: () => void;
}) {
  const accountHref = useAccountHref();
  return (
    <ul role="list" className={styles.actions}>
      <li className={styles.desktopOnly}>
        <SearchToggle open={searchOpen} onToggle={onSearch} className={styles.iconButton} />
      </li>
      <li className={styles.desktopOnly}>
        <Link
          href={accountHref}
          prefetch={false}
          className={styles.iconButton}
          aria-label={labels.account}
        >
          <UserIcon />
        </Link>
      </li>
      <li>
        <Link
          href={HEADER_LINKS.wishlist}
          prefetch={false}
          className={`${styles.iconButton} ${styles.withBadge}`}
          aria-label={labels.wishlist}
        >
          <HeartIcon />
          <WishlistCount className={styles.badge} />
        </Link>
      </li>
      <li>
        <CartLink labels={labels} />
      </li>
    </ul>
  );
}

/** The interactive header: regular header, mini header and the mobile menu panel. */
export function HeaderChrome({
  items: mainItems,
  labels: mainLabels,
  languageNames,
}: HeaderChromeProps) {
  // Portal pages: the portal links instead of the main menu (002 §2), empty until published.
  const portal = isPortalPath(usePathname());
  const portalNav = usePortalNavigation();
  const items = portal ? portalNav.items : mainItems;
  const labels =
    portal && portalNav.label ? { ...mainLabels, mainNavigation: portalNav.label } : mainLabels;
  const regularRef = useRef<HTMLElement>(null);
  const mini = useMiniHeader(regularRef);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback(() => setSearchOpen(false), []);
  const toggleSearch = useCallback(() => setSearchOpen((open) => !open), []);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  const burger = (
    <button
      type="button"
      className={`${styles.iconButton} ${styles.burger}`}
      aria-label={labels.openMenu}
      aria-expanded={menuOpen}
      aria-haspopup="dialog"
      onClick={() => setMenuOpen(true)}
    >
      <MenuIcon />
    </button>
  );
  const logo = (
    <Link href="/" className={styles.logo} aria-label={labels.home}>
      <Logo />
    </Link>
  );

  return (
    <>
      <header
        ref={regularRef}
        className={portal ? `${styles.regular} ${styles.compact}` : styles.regular}
        data-testid="header-regular"
        data-visible={String(!mini)}
        inert={mini}
      >
        <div className={`container ${styles.bar}`}>
          {burger}
          {logo}
          <div className={styles.languageSlot}>
            <LanguageSwitch names={languageNames} label={labels.language} />
          </div>
          <div className={styles.navSlot}>
            <MainNav items={items} label={labels.mainNavigation} />
          </div>
          <Actions labels={labels} searchOpen={searchOpen} onSearch={toggleSearch} />
        </div>
      </header>
      {/* A banner too: only one of the two is outside `inert` at a time. */}
      <header
        className={styles.mini}
        data-testid="header-mini"
        data-visible={String(mini)}
        inert={!mini}
      >
        <div className={`container ${styles.bar} ${styles.miniBar}`}>
          {burger}
          {logo}
          <div className={styles.navSlot}>
            <MainNav items={items} label={labels.mainNavigation} compact />
          </div>
          <Actions labels={labels} searchOpen={searchOpen} onSearch={toggleSearch} />
        </div>
      </header>
      <SearchPanel open={searchOpen} onClose={closeSearch} />
      <MobileMenu
        open={menuOpen}
        onClose={closeMenu}
        items={items}
        labels={labels}
        languageNames={languageNames}
      />
    </>
  );
}
