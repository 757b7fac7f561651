'use client';

import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { usePathname, useRouter } from '@/i18n/navigation';
import { Button } from '@/ui/Button';
import { isTokenError, SHOP_QUERY_KEYS, shopApi } from './api';
import { ShopContext, useShopFrame } from './context';
import { chooseLocation } from './locations';
import { SHOP_ROUTES } from './routes';
import { ShopBar } from './ShopBar';
import { useCommerceSession } from './session';
import styles from './shop.module.css';

const SESSION_HASH = hashKey(SHOP_QUERY_KEYS.session);

/**
 * 000 §6, 002 §4: the shop's pages need a valid commerce token (unexpired, with the claim, and
 * the logged-in user's). Without one, a single permitted location is authenticated at once;
 * several lead to the location selector, which comes back here; none to the configured
 * partner-portal error page.
 */
export function CommerceGate({ children }: { children: ReactNode }) {
  const t = useTranslations('shop');
  const frame = useShopFrame();
  const { user, config } = frame;
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const answer = useCommerceSession();
  const commerce = answer.data && answer.data.user === user.id ? answer.data : null;
  // No token (null), or another user's.
  const needsLocation = answer.isSuccess && !commerce;
  const choosing = useRef(false);

  // A page's call answered 401 (token expired or replaced meanwhile): check the token again,
  // which runs the location flow below.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.queryHash === SESSION_HASH || !isTokenError(event.action.error)) return;
        void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.session });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (!needsLocation || choosing.current) return;
    choosing.current = true;
    const choice = chooseLocation(user);
    if (choice.kind === 'none') {
      window.location.replace(config.errorPageHref);
    } else if (choice.kind === 'selector') {
      // Locale-free, so the selector's router adds the page's locale once.
      const next = `${pathname}${window.location.search}`;
      router.replace(`${SHOP_ROUTES.locationSelector}?${new URLSearchParams({ next })}`);
    } else {
      void shopApi
        .authenticate(choice.location)
        .then(() => queryClient.invalidateQueries({ queryKey: ['shop'] }))
        .catch(() => window.location.replace(config.errorPageHref))
        .finally(() => {
          choosing.current = false;
        });
    }
  }, [needsLocation, user, config.errorPageHref, router, pathname, queryClient]);

  const value = useMemo(() => (commerce ? { ...frame, commerce } : null), [commerce, frame]);

  if (answer.isError) {
    return (
      <div className={styles.loading} role="alert" data-testid="shop-unavailable">
        <p>{t('unavailable')}</p>
        <Button variant="secondary" onClick={() => void answer.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!value || needsLocation) {
    return (
      <div className={styles.loading} aria-busy="true" data-testid="shop-loading">
        <p>{t('loading')}</p>
      </div>
    );
  }
  return (
    <ShopContext.Provider value={value}>
      <ShopBar />
      {children}
    </ShopContext.Provider>
  );
}
