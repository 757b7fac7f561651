/** The shop's application routes (000 §2, 001 §2; German segments in every locale). */
export const SHOP_ROUTES = {
  shop: '/shop',
  cart: '/shop/warenkorb',
  locationSelector: '/shop/standort',
} as const;
