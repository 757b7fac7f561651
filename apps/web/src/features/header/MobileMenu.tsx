'use client';

import { useId, useState } from 'react';
import { LazySearchBox } from '@/features/search/HeaderSearch';
import { Link } from '@/i18n/navigation';
import { useModalDialog } from '@/ui/useModalDialog';
import { ChevronIcon, CloseIcon, HeartIcon, UserIcon } from './icons';
import { LanguageLinks, type LanguageNames } from './LanguageSwitch';
import { Logo } from './Logo';
import { HEADER_LINKS, type NavItem } from './navigation';
import { useAccountHref } from './useAccountHref';
import type { HeaderLabels } from './labels';
import headerStyles from './header.module.css';
import styles from './menu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  labels: HeaderLabels;
  languageNames: LanguageNames;
}

/**
 * Full-height menu panel for narrow screens. A modal <dialog> traps focus, closes on Escape
 * and makes the page behind it inert without any extra script.
 */
export function MobileMenu({ open, onClose, items, labels, languageNames }: MobileMenuProps) {
  const dialog = useModalDialog(open, onClose);
  const baseId = useId();
  const [expanded, setExpanded] = useState<string | null>(null);
  const accountHref = useAccountHref();

  return (
    <dialog {...dialog} className={styles.panel} aria-label={labels.menu}>
      <div className={styles.panelInner}>
        <div className={styles.panelBar}>
          <Link href="/" className={styles.panelLogo} aria-label={labels.home} onClick={onClose}>
            <Logo />
          </Link>
          <button
            type="button"
            className={headerStyles.iconButton}
            aria-label={labels.closeMenu}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {open ? (
          <div className={styles.panelSearch}>
            <LazySearchBox />
          </div>
        ) : null}
        <nav aria-label={labels.mainNavigation}>
          <ul role="list" className={styles.panelNav}>
            {items.map((item) => {
              if (!item.children?.length) {
                return (
                  <li key={item.id}>
                    <Link href={item.href} className={styles.panelLink} onClick={onClose}>
                      {item.label}
                    </Link>
                  </li>
                );
              }
              const listId = `${baseId}-${item.id}`;
              const isOpen = expanded === item.id;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.panelLink}
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    onClick={() => setExpanded(isOpen ? null : item.id)}
                  >
                    {item.label}
                    <ChevronIcon />
                  </button>
                  <ul role="list" id={listId} className={styles.panelSub} hidden={!isOpen}>
                    <li>
                      <Link href={item.href} onClick={onClose}>
                        {item.overviewLabel ?? item.label}
                      </Link>
                    </li>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.href} onClick={onClose}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <ul role="list" className={styles.panelService}>
          <li>
            <Link href={HEADER_LINKS.wishlist} onClick={onClose}>
              <HeartIcon />
              {labels.wishlist}
            </Link>
          </li>
          <li>
            <Link href={accountHref} onClick={onClose}>
              <UserIcon />
              {labels.account}
            </Link>
          </li>
        </ul>
        <div className={styles.panelLanguages}>
          <h2 id={`${baseId}-languages`} className={styles.panelHeading}>
            {labels.languages}
          </h2>
          <nav aria-labelledby={`${baseId}-languages`}>
            <LanguageLinks
              names={languageNames}
              className={styles.panelLanguageList}
              onNavigate={onClose}
            />
          </nav>
        </div>
      </div>
    </dialog>
  );
}
