import type { Context } from 'hono';
import type { z } from 'zod';
import type { Db } from '@maison/db';
import type { ShopCurrency } from '@maison/domain';
import {
  createLocalCommercePort,
  isCommerceError,
  type CommerceOrder,
  type CommercePort,
} from '@maison/services/commerce';
import { requireCommerce } from '../../shared/commerce-token';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES, toFieldErrors } from '../../shared/errors';
import type { CommerceAuth } from '../../shared/identity';
import { writeOpenOrders } from './placed-orders';
import { COMMERCE_ID } from './requests';

/** The commerce port of a request and the shop's answers to its errors (docs/shop.md). */

export const detail = (status: 400 | 404 | 409 | 503, text: string, code?: string) =>
  new ApiError(status, code ? { detail: text, code } : { detail: text });
export const notFound = () => new ApiError(404, { detail: MESSAGES.notFound });

/** Validates a part of a body that can only be checked once its product group is known. */
export function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ApiError(400, toFieldErrors(result.error, input));
}

/** A malformed id names nothing: 404 like an unknown one. */
export function commerceId(c: Context<AppEnv>): string {
  const id = c.req.param('id') ?? '';
  if (!COMMERCE_ID.test(id)) throw notFound();
  return id;
}

export function checkCurrency(auth: CommerceAuth, value: string | undefined): ShopCurrency {
  const currency = auth.claim.currency;
  if (value !== undefined && value !== '' && value !== currency)
    throw new ApiError(400, {
      currency: [`Must be the commerce token's currency (${currency}).`],
    });
  return currency;
}

/** Answers the port's errors with their status (docs/shop.md "Error shapes"). */
export async function commerceCall<T>(c: Context<AppEnv>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ApiError || !isCommerceError(err)) throw err;
    if (err.code === 'not_found') throw notFound();
    if (err.code === 'unavailable' || err.status >= 500) {
      c.get('logger').error({ err: err.message }, 'commerce service failed');
      throw detail(503, 'The commerce service is unavailable.', 'commerce_unavailable');
    }
    const status = ([400, 404, 409] as const).find((s) => s === err.status) ?? 400;
    throw detail(status, err.message, err.code === 'invalid' ? undefined : err.code);
  }
}

export interface ShopContext {
  auth: CommerceAuth;
  port: CommercePort;
  db: Db;
}

function sessionOf(auth: CommerceAuth) {
  return {
    customerId: auth.claim.customer_id,
    location: auth.claim.location,
    currency: auth.claim.currency,
    market: auth.claim.market,
  };
}

const skuCodes = (order: CommerceOrder) => order.line_items.map((l) => l.sku_code);

/**
 * The port of the request's commerce token: the remote service's (Commerce Layer) when the app
 * has one, else the embedded engine. `onPlaced` hears of an order the call itself placed, after
 * its open-order rows are written: by the engine inside the placing transaction (a failure
 * places nothing), with a remote service after it placed the order (a failure is reported; the
 * order stays placed).
 */
export async function shop(
  c: Context<AppEnv>,
  onPlaced?: (order: CommerceOrder) => void,
): Promise<ShopContext> {
  const auth = await requireCommerce(c);
  const db = c.get('db');
  const session = sessionOf(auth);
  const remote: CommercePort | null = c.get('commercePort')(session, {
    onPlaced: async (order) => {
      try {
        const skus = await remote!.listSkus(skuCodes(order));
        await db.transaction((tx) => writeOpenOrders(tx, order, auth, skus));
      } catch (err) {
        c.get('logger').error({ order: order.number }, 'open orders of a placed order not written');
        c.get('errorReporter').captureException(err as Error, {
          requestId: c.get('requestId'),
          order: order.number,
        });
      }
      onPlaced?.(order);
    },
  });
  const port =
    remote ??
    createLocalCommercePort({
      db,
      session,
      onPlaced: async (tx, order) => {
        const local = createLocalCommercePort({ db: tx as unknown as Db, session });
        await writeOpenOrders(tx, order, auth, await local.listSkus(skuCodes(order)));
        onPlaced?.(order);
      },
    });
  return { auth, port, db };
}
