'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { COMMERCE_PAGE_SIZE } from '@maison/domain/constants';
import { SHOP_QUERY_KEYS, shopApi, type ShopSku } from '../api';
import { useShop } from '../context';

/** The product list's data (docs/shop.md "Catalogue"), shared by the list and its forms. */

/** Catalogue answers change rarely while a jeweler is ordering; the cart is always fresh. */
const CATALOGUE_STALE_MS = 5 * 60_000;

export function useProducts() {
  const locale = useLocale();
  const { commerce } = useShop();
  return useQuery({
    queryKey: SHOP_QUERY_KEYS.products(locale, commerce.currency),
    queryFn: () => shopApi.products(locale, commerce.currency),
    staleTime: CATALOGUE_STALE_MS,
  });
}

export function useLimitations() {
  return useQuery({ queryKey: SHOP_QUERY_KEYS.limitations, queryFn: shopApi.limitations });
}

export function useCurrentOrder() {
  return useQuery({ queryKey: SHOP_QUERY_KEYS.currentOrder, queryFn: shopApi.currentOrder });
}

/**
 * The SKUs of many codes in pages of COMMERCE_PAGE_SIZE; each code's answer is also stored
 * under its own key, so an order form opened later reads it without a second request.
 */
export function useSkuBatch(codes: readonly string[]) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: SHOP_QUERY_KEYS.skuBatch(codes),
    enabled: codes.length > 0,
    staleTime: CATALOGUE_STALE_MS,
    queryFn: async () => {
      const pages: string[][] = [];
      for (let i = 0; i < codes.length; i += COMMERCE_PAGE_SIZE)
        pages.push(codes.slice(i, i + COMMERCE_PAGE_SIZE));
      const skus = (await Promise.all(pages.map((page) => shopApi.skus(page)))).flat();
      for (const code of codes)
        queryClient.setQueryData(
          SHOP_QUERY_KEYS.skus([code]),
          skus.filter((s) => s.code === code),
        );
      return skus;
    },
  });
}

/** The SKU of one code: undefined while loading, null when the catalogue does not list it. */
export function useSku(code: string | null): {
  sku: ShopSku | null | undefined;
  isError: boolean;
} {
  const answer = useQuery({
    queryKey: SHOP_QUERY_KEYS.skus(code ? [code] : []),
    queryFn: () => shopApi.skus(code ? [code] : []),
    enabled: code !== null,
    staleTime: CATALOGUE_STALE_MS,
  });
  if (code === null || !answer.data) return { sku: undefined, isError: answer.isError };
  return { sku: answer.data.find((s) => s.code === code) ?? null, isError: answer.isError };
}
