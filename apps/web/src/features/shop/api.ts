/**
 * The trade shop's calls (docs/shop.md, 001 §7) through the API's typed client: same-origin
 * JSON with the auth cookie and the httpOnly commerce cookie `_wff_commerce_token`. The browser
 * never talks to the commerce service itself. Answer types come from the API's routes.
 */
import { api, send, type InferResponseType } from '@maison/api/web-client';
import type { SelectionState } from '@maison/domain/shop';

const commerce = api.api.v1.commerce;

/** docs/shop.md `GET /commerce/session/`: what the commerce token is for. */
export type CommerceSession = InferResponseType<typeof commerce.session.index.$get, 200>;
/** docs/shop.md `GET /commerce/skus/`. */
export type ShopSku = InferResponseType<typeof commerce.skus.index.$get, 200>[number];
/** The location's open order (`id` null while it has none) or a placed one. */
export type ShopOrder = InferResponseType<typeof commerce.orders.current.index.$get, 200>;

export class ShopApiError extends Error {
  constructor(
    readonly status: number,
    /** A field error answer (`{"field": ["message"]}`) or `{"detail", "code"}`. */
    readonly body: Readonly<Record<string, unknown>>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `Shop call failed (${status})`);
    this.name = 'ShopApiError';
  }
}

type Answer<R> = R extends { ok: true; data: infer T } ? NonNullable<T> : never;

/** A call's documented success body; any other answer (or none) throws a ShopApiError. */
async function ok<R extends { ok: boolean; status: number; data: unknown }>(
  pending: Promise<R>,
): Promise<Answer<R>> {
  const res = await pending;
  if (res.ok && res.data !== null) return res.data as Answer<R>;
  const body = typeof res.data === 'object' && res.data !== null ? res.data : {};
  throw new ShopApiError(res.status, body as Record<string, unknown>);
}

/** Whether an error means the commerce token is missing, expired or claimless (401). */
export function isTokenError(err: unknown): boolean {
  return err instanceof ShopApiError && err.status === 401;
}

const lineItem = commerce['line-items'][':id'].index;
const order = commerce.orders[':id'];

export const shopApi = {
  authenticate: (locationId: number) =>
    ok(
      send(
        api.api.v1.locations[':id'].commerce.authenticate.index.$post({
          param: { id: String(locationId) },
        }),
      ),
    ),
  logout: () => send(commerce.logout.index.$post()),
  /** The caller's locations and organizations (all for a superuser), for the selector. */
  locations: () => ok(send(api.api.v1.locations.index.$get())),
  organizations: () => ok(send(api.api.v1.organizations.index.$get())),
  session: () => ok(send(commerce.session.index.$get())),
  products: (language: string, currency: string) =>
    ok(send(commerce.products.index.$get({ query: { language, currency } }))),
  limitations: () => ok(send(commerce.limitations.index.$get())),
  skus: (codes: readonly string[]) =>
    ok(send(commerce.skus.index.$get({ query: { codes: codes.join(',') } }))),
  currentOrder: () => ok(send(commerce.orders.current.index.$get())),
  addJewelry: (articleGroupId: string, selection: SelectionState) =>
    ok(
      send(
        commerce.orders.current['line-items'].index.$post({
          json: { article_group_id: articleGroupId, selection },
        }),
      ),
    ),
  addServiceItem: (
    articleGroupId: string,
    body: { quantity: number; note?: string; orderNumber?: string },
  ) =>
    ok(
      send(
        commerce.orders.current['line-items'].index.$post({
          json: { article_group_id: articleGroupId, ...body },
        }),
      ),
    ),
  updateQuantity: (lineItemId: string, quantity: number) =>
    ok(send(lineItem.$patch({ param: { id: lineItemId }, json: { quantity } }))),
  deleteLineItem: (lineItemId: string) => ok(send(lineItem.$delete({ param: { id: lineItemId } }))),
  authorize: (orderId: string) => ok(send(order.authorize.index.$post({ param: { id: orderId } }))),
  place: (orderId: string) => ok(send(order.place.index.$post({ param: { id: orderId } }))),
  reload: (orderId: string) => ok(send(order.reload.index.$post({ param: { id: orderId } }))),
  /** docs/shop.md "Engraving images": multipart field `file` → 201 `{"url"}`. */
  uploadEngravingImage: (file: File) =>
    ok(send(commerce['engraving-images'].index.$post({ form: { file } }))),
};

/** TanStack Query keys shared by the shop's pages and the header badge. */
export const SHOP_QUERY_KEYS = {
  session: ['shop', 'session'] as const,
  products: (language: string, currency: string) =>
    ['shop', 'products', language, currency] as const,
  limitations: ['shop', 'limitations'] as const,
  currentOrder: ['shop', 'order', 'current'] as const,
  skus: (codes: readonly string[]) => ['shop', 'skus', ...codes] as const,
  /** The list's prices; it also fills the one-code entries the order forms read. */
  skuBatch: (codes: readonly string[]) => ['shop', 'sku-batch', ...codes] as const,
};
