'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { ChevronIcon } from './icons';
import type { NavItem } from './navigation';
import { useEscape, useOutsidePointer } from './useEscape';
import styles from './header.module.css';

/** Hover intent: a short delay before closing lets the pointer travel into the flyout. */
const HOVER_CLOSE_DELAY_MS = 150;

interface MainNavProps {
  items: readonly NavItem[];
  label: string;
  compact?: boolean;
}

/** Desktop menu: flyouts open on hover, click or keyboard; Escape closes and refocuses. */
export function MainNav({ items, label, compact = false }: MainNavProps) {
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const closeTimer = useRef<number | undefined>(undefined);

  const close = useCallback(() => setOpenId(null), []);
  const closeAndRefocus = useCallback(() => {
    if (openId !== null) triggers.current.get(openId)?.focus();
    setOpenId(null);
  }, [openId]);

  useEscape(openId !== null, closeAndRefocus);
  useOutsidePointer(navRef, openId !== null, close);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const hoverOpen = (id: string) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    setOpenId(id);
  };
  const hoverClose = (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    closeTimer.current = window.setTimeout(close, HOVER_CLOSE_DELAY_MS);
  };

  const focusFirstLink = (id: string) => {
    requestAnimationFrame(() => {
      document.getElementById(`${baseId}-${id}`)?.querySelector<HTMLElement>('a')?.focus();
    });
  };

  return (
    <nav
      ref={navRef}
      aria-label={label}
      className={compact ? `${styles.mainNav} ${styles.mainNavCompact}` : styles.mainNav}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <ul role="list" className={styles.navList}>
        {items.map((item) => {
          const panelId = `${baseId}-${item.id}`;
          const open = openId === item.id;
          if (!item.children?.length) {
            return (
              <li key={item.id} className={styles.navItem}>
                <Link href={item.href} className={styles.navLink}>
                  {item.label}
                </Link>
              </li>
            );
          }
          return (
            <li
              key={item.id}
              className={styles.navItem}
              onPointerEnter={hoverOpen(item.id)}
              onPointerLeave={hoverClose}
            >
              <button
                type="button"
                ref={(node) => {
                  if (node) triggers.current.set(item.id, node);
                  else triggers.current.delete(item.id);
                }}
                className={styles.navLink}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    setOpenId(item.id);
                    focusFirstLink(item.id);
                  }
                }}
              >
                {item.label}
                <ChevronIcon />
              </button>
              <div id={panelId} className={styles.flyout} hidden={!open}>
                <ul role="list" className={styles.flyoutList}>
                  <li>
                    <Link href={item.href} className={styles.flyoutOverview} onClick={close}>
                      {item.overviewLabel ?? item.label}
                    </Link>
                  </li>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <Link href={child.href} className={styles.flyoutLink} onClick={close}>
                        {child.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
