'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cartBadgeCount } from '@maison/domain/shop';
import { cartCount } from '@/features/header/cartCount';
import { Link, usePathname } from '@/i18n/navigation';
import { Button } from '@/ui/Button';
import { CartIcon, StoreIcon } from '@/ui/Icon';
import { SHOP_QUERY_KEYS, shopApi } from './api';
import { useShop } from './context';
import { orderingLocationIds } from './locations';
import { SHOP_ROUTES } from './routes';
import styles from './shop.module.css';

/**
 * The bar above the commerce pages: the location ordered for, a way to another location when
 * the user has several, the cart with its count, and leaving the shop (002 §4). It also
 * publishes the cart count to the header's badge (001 §4).
 */
export function ShopBar() {
  const t = useTranslations('shop.bar');
  const { user, config, commerce } = useShop();
  const pathname = usePathname();
  const order = useQuery({ queryKey: SHOP_QUERY_KEYS.currentOrder, queryFn: shopApi.currentOrder });
  const count = order.data ? cartBadgeCount(order.data) : null;
  const ids = orderingLocationIds(user);
  const several = ids === null || ids.length > 1;
  const [leaving, setLeaving] = useState(false);
  const [leaveFailed, setLeaveFailed] = useState(false);

  useEffect(() => {
    if (count !== null) cartCount.publish(count);
  }, [count]);

  const leave = async () => {
    setLeaving(true);
    setLeaveFailed(false);
    try {
      const answer = await shopApi.logout();
      if (!answer.ok) throw new Error(`logout answered ${answer.status}`);
      // The token is gone, and with it what the badge counted.
      cartCount.publish(null);
      window.location.assign(config.errorPageHref);
    } catch {
      setLeaving(false);
      setLeaveFailed(true);
    }
  };

  return (
    <nav className={styles.bar} aria-label={t('label')} data-testid="shop-bar">
      <div className={styles.barInner}>
        <p className={styles.barLocation}>
          <StoreIcon size="1.1em" />
          <span className={styles.barMuted}>{t('orderingFor')}</span>
          <strong data-testid="shop-bar-location">{commerce.location_name}</strong>
          <span className={styles.barCurrency}>{commerce.currency}</span>
          {commerce.organization_name ? (
            <span className={styles.barMuted}>{commerce.organization_name}</span>
          ) : null}
        </p>
        <ul role="list" className={styles.barActions}>
          {several ? (
            <li>
              <Link
                href={`${SHOP_ROUTES.locationSelector}?${new URLSearchParams({ next: pathname })}`}
                className={styles.barLink}
                data-testid="shop-bar-change-location"
              >
                {t('change')}
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              href={SHOP_ROUTES.cart}
              className={styles.barLink}
              aria-current={pathname === SHOP_ROUTES.cart ? 'page' : undefined}
              data-testid="shop-bar-cart"
            >
              <CartIcon size="1.1em" />
              {t('cart', { count: count ?? 0 })}
            </Link>
          </li>
          <li>
            <Button
              variant="text"
              size="sm"
              loading={leaving}
              onClick={() => void leave()}
              data-testid="shop-bar-leave"
            >
              {t('leave')}
            </Button>
          </li>
        </ul>
      </div>
      {leaveFailed ? (
        <p className={styles.barError} role="alert">
          {t('leave-error')}
        </p>
      ) : null}
    </nav>
  );
}
