'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CART_SORTS, type CartSort } from '@maison/domain/constants';
import { Link, useRouter } from '@/i18n/navigation';
import { Button } from '@/ui/Button';
import { Dropdown } from '@/ui/Dropdown';
import { Spinner } from '@/ui/Spinner';
import { ChevronLeftIcon } from '@/ui/Icon';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { isTokenError, SHOP_QUERY_KEYS, shopApi, type ShopOrder } from '../api';
import { useShop } from '../context';
import { SHOP_ROUTES } from '../routes';
import { CartLineItem } from './CartLineItem';
import { cartErrorKey, isTooLargeQuantity } from './errors';
import { cartEntries } from './lines';
import { OrderSummary } from './OrderSummary';
import styles from './cart.module.css';

const isCartSort = (value: string): value is CartSort =>
  (CART_SORTS as readonly string[]).includes(value);

/** 001 §4: authorize, place, then reload; a failed reload keeps the placed answer. */
async function placeOrder(id: string): Promise<ShopOrder> {
  await shopApi.authorize(id);
  const placed = await shopApi.place(id);
  try {
    return await shopApi.reload(id);
  } catch {
    return placed;
  }
}

/**
 * 001 §2 "Cart and order summary page": the location's open order with its lines, sort,
 * quantities of service items, deletion, the order summary and placing; once placed, the
 * success view replaces the page and the header badge shows 0 (001 §4).
 */
export function CartPage({ termsHref }: { termsHref: string }) {
  const t = useTranslations('cart');
  const shopT = useTranslations('shop');
  const locale = useLocale();
  const { commerce } = useShop();
  const router = useRouter();
  const queryClient = useQueryClient();

  const order = useQuery({ queryKey: SHOP_QUERY_KEYS.currentOrder, queryFn: shopApi.currentOrder });
  const products = useQuery({
    queryKey: SHOP_QUERY_KEYS.products(locale, commerce.currency),
    queryFn: () => shopApi.products(locale, commerce.currency),
  });

  const [sort, setSort] = useState<CartSort>(CART_SORTS[0]);
  const [placed, setPlaced] = useState<ShopOrder | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [lineErrors, setLineErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headlineRef = useRef<HTMLHeadingElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  /** Where focus goes once a deletion has been rendered: a line's delete button or the headline. */
  const focusAfterDelete = useRef<string | null>(null);

  const current = order.data;
  const currency = current?.currency_code || commerce.currency;
  const entries = useMemo(
    () => (current ? cartEntries(current, products.data ?? [], sort) : []),
    [current, products.data, sort],
  );

  const tokenLost = (error: unknown) => {
    // An expired or replaced token: the commerce gate runs the location flow again (it sees
    // failed queries itself, these calls are not queries).
    if (isTokenError(error))
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.session });
  };

  useEffect(() => {
    const target = focusAfterDelete.current;
    if (target === null) return;
    focusAfterDelete.current = null;
    const button = target
      ? document.querySelector<HTMLElement>(
          `[data-line-id="${CSS.escape(target)}"] [data-testid="cart-line-delete"]`,
        )
      : null;
    (button ?? headlineRef.current)?.focus();
  }, [entries]);

  useEffect(() => {
    if (placed) successRef.current?.focus();
  }, [placed]);

  const setLinePending = (id: string, on: boolean) =>
    setPending((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setLineError = (id: string, message: string | null) =>
    setLineErrors((prev) => {
      const next = new Map(prev);
      if (message === null) next.delete(id);
      else next.set(id, message);
      return next;
    });

  /** A PATCH or DELETE of a line: pending meanwhile, the answer is the new order. */
  const changeLine = async (
    id: string,
    call: () => Promise<ShopOrder>,
    onError: (e: unknown) => string,
    onDone?: () => void,
  ) => {
    setLinePending(id, true);
    setLineError(id, null);
    try {
      const next = await call();
      onDone?.();
      queryClient.setQueryData(SHOP_QUERY_KEYS.currentOrder, next);
    } catch (error) {
      tokenLost(error);
      setLineError(id, onError(error));
    } finally {
      setLinePending(id, false);
    }
  };

  const changeQuantity = (id: string, quantity: number) =>
    void changeLine(
      id,
      () => shopApi.updateQuantity(id, quantity),
      (error) =>
        isTooLargeQuantity(error)
          ? shopT('hint.too-large-quantity')
          : t(`error.${cartErrorKey(error)}`),
    );

  const remove = (index: number) => {
    const entry = entries[index]!;
    const neighbour = entries[index + 1] ?? entries[index - 1];
    void changeLine(
      entry.line.id,
      () => shopApi.deleteLineItem(entry.line.id),
      (error) => t(`error.${cartErrorKey(error)}`),
      () => {
        focusAfterDelete.current = neighbour?.line.id ?? '';
        setAnnouncement(t('line.deleted', { name: entry.line.name }));
      },
    );
  };

  const place = useMutation({
    mutationFn: placeOrder,
    onMutate: () => setPlaceError(null),
    onSuccess: (answer) => {
      queryClient.setQueryData(SHOP_QUERY_KEYS.currentOrder, answer);
      if (answer.status !== 'placed') {
        setPlaceError(t('error.generic'));
        return;
      }
      setPlaced(answer);
      // The location's next open order (empty) and the limit numbers now sold; the success
      // view keeps the placed order.
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.currentOrder });
      void queryClient.invalidateQueries({ queryKey: SHOP_QUERY_KEYS.limitations });
    },
    onError: (error) => {
      tokenLost(error);
      setPlaceError(t(`error.${cartErrorKey(error)}`));
    },
  });

  const live = <VisuallyHidden role="status">{announcement}</VisuallyHidden>;

  if (placed) {
    return (
      <div className={styles.page}>
        <section className={styles.success} data-testid="cart-success">
          <h1 ref={successRef} tabIndex={-1} className={styles.successHeadline}>
            {t('success.headline')}
          </h1>
          <p className={styles.successText}>
            {t('success.subheadline', { number: placed.number })}
          </p>
          <Button variant="secondary" onClick={() => router.push(SHOP_ROUTES.shop)}>
            {t('back')}
          </Button>
        </section>
      </div>
    );
  }

  const head = (
    <div className={styles.head}>
      <Link href={SHOP_ROUTES.shop} className={styles.back} data-testid="cart-back">
        <ChevronLeftIcon size="1em" />
        {t('back')}
      </Link>
      <h1 ref={headlineRef} tabIndex={-1} className={styles.headline} data-testid="cart-headline">
        {t('headline')}
      </h1>
    </div>
  );

  if (order.isPending || products.isPending) {
    return (
      <div className={styles.page}>
        {head}
        <div className={styles.spinnerWrap} role="status" data-testid="cart-loading">
          <Spinner size="lg" />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </div>
      </div>
    );
  }

  if (order.isError || !current) {
    return (
      <div className={styles.page}>
        {head}
        <div className={styles.message} role="alert">
          <p>{shopT('unavailable')}</p>
          <Button variant="secondary" onClick={() => void order.refetch()}>
            {shopT('retry')}
          </Button>
        </div>
      </div>
    );
  }

  if (entries.length === 0) {
    return (
      <div className={styles.page}>
        {head}
        {live}
        <div className={styles.message} data-testid="cart-empty">
          <p>{t('empty')}</p>
          <Button onClick={() => router.push(SHOP_ROUTES.shop)} data-testid="cart-continue">
            {t('continue')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {head}
      {live}
      <div className={styles.layout}>
        <section className={styles.lines} aria-labelledby="cart-lines-label">
          <div className={styles.toolbar}>
            <h2 id="cart-lines-label" className={styles.linesLabel}>
              {t('lines')}
            </h2>
            <div className={styles.sort} data-testid="cart-sort">
              <Dropdown
                label={t('sort.label')}
                items={CART_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
                value={sort}
                onValueChange={(value) => isCartSort(value) && setSort(value)}
              />
            </div>
          </div>
          <ul className={styles.lineList}>
            {entries.map((entry, index) => (
              <CartLineItem
                key={entry.line.id}
                entry={entry}
                currency={currency}
                pending={pending.has(entry.line.id)}
                error={lineErrors.get(entry.line.id) ?? null}
                onQuantityChange={(quantity) => changeQuantity(entry.line.id, quantity)}
                onDelete={() => remove(index)}
              />
            ))}
          </ul>
        </section>
        <OrderSummary
          order={current}
          currency={currency}
          termsHref={termsHref}
          placing={place.isPending}
          error={placeError}
          onPlace={() => current.id && place.mutate(current.id)}
        />
      </div>
    </div>
  );
}
