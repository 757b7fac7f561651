import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { eq, locations } from '@maison/db';
import { COMMERCE_ORDER_PERMISSIONS, hasPermission, type Locale, type Order } from '@maison/domain';
import { productGroupNames, toShopOrder, type CommerceOrder } from '@maison/services/commerce';
import { shopOrderMails } from '@maison/services/email';
import { loadUser } from '../../shared/auth';
import type { AppEnv } from '../../shared/env';
import { ApiError, MESSAGES } from '../../shared/errors';
import type { CommerceAuth } from '../../shared/identity';
import { createRouter } from '../../shared/router';
import { commerceCall, commerceId, detail, notFound, shop } from './port';
import { IdParams } from './requests';
import {
  CodedDetailSchema,
  commerceSecurity,
  csrf,
  invalidToken,
  notFoundAnswer,
  orderAnswer,
  tags,
  unavailable,
} from './schemas';
import { json } from '../../shared/openapi';

/** Authorizing, placing and reloading an order (docs/shop.md "Placing"). */

const orderActions = {
  authorize: 'Authorize the payment of the open order',
  place:
    'Place the order (authorizing it first); placing a placed order answers it unchanged. ' +
    'The call that placed it writes the open orders and sends the mails.',
  reload: 'The order again, recomputed',
} as const;

function orderActionRoute<A extends keyof typeof orderActions, X extends object>(
  action: A,
  extra: X,
) {
  return createRoute({
    method: 'post',
    path: `/commerce/orders/{id}/${action}/` as const,
    tags,
    summary: orderActions[action],
    security: commerceSecurity,
    request: { params: IdParams },
    responses: {
      200: orderAnswer(action === 'place' ? 'The order, status placed' : 'The order'),
      ...extra,
      401: invalidToken,
      403: csrf,
      404: notFoundAnswer,
      409: {
        description: 'Not open any more, a limit number lost or a SKU gone (with code)',
        content: json(CodedDetailSchema),
      },
      503: unavailable,
    },
  });
}

const authorizeOrderRoute = orderActionRoute('authorize', {});
const placeOrderRoute = orderActionRoute('place', {
  400: {
    description: 'The order has no line items (code empty_order)',
    content: json(CodedDetailSchema),
  },
});
const reloadOrderRoute = orderActionRoute('reload', {});

/**
 * authorize, place or reload. Only the call that placed the order (the engine's locked
 * transaction, or the Commerce Layer `_place` that was accepted) writes the open orders and
 * sends the mails: a repeated or concurrent place answers the placed order and does neither.
 */
async function orderAction(
  c: Context<AppEnv>,
  action: 'authorize' | 'place' | 'reload',
): Promise<Order> {
  const placed: CommerceOrder[] = [];
  const { auth, port, db } = await shop(c, (order) => placed.push(order));
  const id = commerceId(c);
  if (action !== 'reload') {
    // A withdrawn permission stops orders before the token expires.
    const user = await loadUser(db, auth.userId);
    if (
      !user ||
      !COMMERCE_ORDER_PERMISSIONS.some((p) => hasPermission(user, auth.claim.location, p))
    )
      throw new ApiError(403, { detail: MESSAGES.permissionDenied });
  }
  const order = await commerceCall(c, async () => {
    if (action === 'authorize') return port.authorizeOrder(id);
    if (action === 'reload') return port.reloadOrder(id);
    const current = await port.retrieveOrder(id);
    if (!current) throw notFound();
    if (current.status !== 'placed' && current.line_items.length === 0)
      throw detail(400, 'The order has no line items.', 'empty_order');
    return port.placeOrder(id);
  });
  const view = toShopOrder(order);
  if (placed.length > 0) await sendOrderMails(c, view, auth);
  return view;
}

async function sendOrderMails(c: Context<AppEnv>, order: Order, auth: CommerceAuth) {
  const db = c.get('db');
  const user = await loadUser(db, auth.userId);
  const [loc] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, auth.claim.location));
  if (!user) return;
  const language = user.language as Locale;
  const mails = shopOrderMails({
    order,
    locationName: loc?.name ?? '',
    user: { email: user.email, first_name: user.first_name, language },
    brandEmail: process.env.SHOP_ORDERS_EMAIL || 'orders@maison.test',
    groupNames: await productGroupNames(
      db,
      order.line_items.map((line) => line.metadata.article_group_id),
      language,
    ),
  });
  // A portal user created without e-mail (issue 19) gets no confirmation; the brand still does.
  for (const mail of mails.filter((m) => m.to !== '')) {
    try {
      await c.get('mailer').send(mail);
    } catch (err) {
      // The order is placed; a failed mail is reported, not answered as a failed order.
      c.get('errorReporter').captureException(err as Error, { requestId: c.get('requestId') });
    }
  }
}

export function createOrdersRouter() {
  return createRouter()
    .openapi(authorizeOrderRoute, async (c) => c.json(await orderAction(c, 'authorize'), 200))
    .openapi(placeOrderRoute, async (c) => c.json(await orderAction(c, 'place'), 200))
    .openapi(reloadOrderRoute, async (c) => c.json(await orderAction(c, 'reload'), 200));
}
