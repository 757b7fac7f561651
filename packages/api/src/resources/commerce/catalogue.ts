import { createRoute, z } from '@hono/zod-openapi';
import { DEFAULT_DELIVERY_TIME_WEEKS, deliveryTimeWeeks } from '@maison/domain';
import { listLimitations, listProductGroups } from '@maison/services/commerce';
import { requireCommerce } from '../../shared/commerce-token';
import { createRouter } from '../../shared/router';
import { checkCurrency, commerceCall, shop } from './port';
import { ProductsQuery, SkusQuery } from './requests';
import {
  LimitationSchema,
  ProductGroupSchema,
  SkuSchema,
  commerceSecurity,
  fieldErrors,
  invalidToken,
  tags,
  unavailable,
} from './schemas';
import { json } from '../../shared/openapi';

/** The catalogue of a commerce token: product groups, limit numbers and SKUs (docs/shop.md). */

const productsRoute = createRoute({
  method: 'get',
  path: '/commerce/products/',
  tags,
  summary: 'The product groups in a language, default assortment first, then by skuPrefix',
  security: commerceSecurity,
  request: { query: ProductsQuery },
  responses: {
    200: { description: 'Product groups', content: json(z.array(ProductGroupSchema)) },
    400: fieldErrors('Unknown language, or not the token’s currency'),
    401: invalidToken,
  },
});

const limitationsRoute = createRoute({
  method: 'get',
  path: '/commerce/limitations/',
  tags,
  summary: 'The free limit numbers of the limited groups (ring of the year)',
  security: commerceSecurity,
  responses: {
    200: { description: 'Per limited group', content: json(z.array(LimitationSchema)) },
    401: invalidToken,
  },
});

const skusRoute = createRoute({
  method: 'get',
  path: '/commerce/skus/',
  tags,
  summary: 'SKUs by code with price, delivery time, weight and engraving options',
  description: 'Unknown codes are left out of the answer.',
  security: commerceSecurity,
  request: { query: SkusQuery },
  responses: {
    200: { description: 'The SKUs that exist', content: json(z.array(SkuSchema)) },
    400: fieldErrors('Too many or malformed codes'),
    401: invalidToken,
    503: unavailable,
  },
});

export function createCatalogueRouter() {
  return createRouter()
    .openapi(productsRoute, async (c) => {
      const auth = await requireCommerce(c);
      const query = c.req.valid('query');
      const currency = checkCurrency(auth, query.currency);
      return c.json(await listProductGroups(c.get('db'), query.language, currency), 200);
    })
    .openapi(limitationsRoute, async (c) => {
      await requireCommerce(c);
      return c.json(await listLimitations(c.get('db')), 200);
    })
    .openapi(skusRoute, async (c) => {
      const { port } = await shop(c);
      const { codes } = c.req.valid('query');
      const skus = await commerceCall(c, () => port.listSkus(codes));
      return c.json(
        skus.map((s) => ({
          code: s.code,
          name: s.name,
          price_amount_cents: s.prices[0]?.amount_cents ?? null,
          formatted_amount: s.prices[0]?.formatted_amount ?? null,
          delivery_time: deliveryTimeWeeks(s.metadata) ?? DEFAULT_DELIVERY_TIME_WEEKS,
          weight_grams: s.weight,
          sku_options: s.sku_options.map((o) => ({
            id: o.id,
            engraving_no: o.metadata.engraving_no,
            price_amount_cents: o.price_amount_cents,
          })),
        })),
        200,
      );
    });
}
