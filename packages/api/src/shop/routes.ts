import { createRoute, z } from '@hono/zod-openapi';
import {
  COMMERCE_TOKEN_MAX_AGE_S,
  ENGRAVING_IMAGE_MAX_BYTES,
  ENGRAVING_IMAGE_RATE_LIMIT,
  ENGRAVING_IMAGE_RATE_WINDOW_S,
} from '@maison/domain';
import { AddLineItemSchema, IdParams, ProductsQuery, QuantitySchema, SkusQuery } from './requests';
import {
  CodedDetailSchema,
  CommerceSessionSchema,
  DetailSchema,
  FieldErrorsSchema,
  LimitationSchema,
  LineItemSchema,
  OrderSchema,
  ProductGroupSchema,
  SkuSchema,
  commerceSecurity,
  json,
} from './schemas';

/** The shop's routes as OpenAPI operations (docs/shop.md); handlers: routes/commerce.ts. */

const tags = ['shop'];
const security = commerceSecurity;

const invalidToken = {
  description: 'Missing, invalid or expired commerce token (WWW-Authenticate: Bearer)',
  content: json(CodedDetailSchema),
};
const csrf = {
  description: 'Cookie call from another Origin, or no ordering permission any more',
  content: json(DetailSchema),
};
const notFound = { description: 'Not found', content: json(DetailSchema) };
const unavailable = {
  description: 'The commerce service failed (code commerce_unavailable)',
  content: json(CodedDetailSchema),
};
const fieldErrors = (description: string) => ({
  description,
  content: json(FieldErrorsSchema),
});
const orderAnswer = (description: string) => ({ description, content: json(OrderSchema) });

export const authenticateRoute = createRoute({
  method: 'post',
  path: '/locations/{id}/commerce/authenticate/',
  tags,
  summary: 'Issue the commerce token of a location (an ordering permission there, or superuser)',
  description:
    `Answers the token and sets the \`_wff_commerce_token\` cookie (httpOnly, ${COMMERCE_TOKEN_MAX_AGE_S} s). ` +
    'The token is an HS256 JWT with token_type "commerce" and the claim ' +
    '`commerce: {customer_id, location, currency, market}`.',
  security: [{ Token: [] }],
  request: { params: z.object({ id: z.string().openapi({ description: 'The location id' }) }) },
  responses: {
    200: { description: 'The token', content: json(z.object({ token: z.string() })) },
    401: { description: 'Not logged in', content: json(DetailSchema) },
    403: { description: 'No ordering permission at the location', content: json(DetailSchema) },
    404: notFound,
  },
});

export const logoutRoute = createRoute({
  method: 'post',
  path: '/commerce/logout/',
  tags,
  summary: 'Clear the commerce token cookie',
  responses: { 204: { description: 'Cleared (Max-Age=0)' } },
});

export const sessionRoute = createRoute({
  method: 'get',
  path: '/commerce/session/',
  tags,
  summary: "The commerce token's user, claim and location names (the cookie is httpOnly)",
  security,
  responses: {
    200: { description: 'The session', content: json(CommerceSessionSchema) },
    401: invalidToken,
  },
});

export const productsRoute = createRoute({
  method: 'get',
  path: '/commerce/products/',
  tags,
  summary: 'The product groups in a language, default assortment first, then by skuPrefix',
  security,
  request: { query: ProductsQuery },
  responses: {
    200: { description: 'Product groups', content: json(z.array(ProductGroupSchema)) },
    400: fieldErrors('Unknown language, or not the token’s currency'),
    401: invalidToken,
  },
});

export const limitationsRoute = createRoute({
  method: 'get',
  path: '/commerce/limitations/',
  tags,
  summary: 'The free limit numbers of the limited groups (ring of the year)',
  security,
  responses: {
    200: { description: 'Per limited group', content: json(z.array(LimitationSchema)) },
    401: invalidToken,
  },
});

export const skusRoute = createRoute({
  method: 'get',
  path: '/commerce/skus/',
  tags,
  summary: 'SKUs by code with price, delivery time, weight and engraving options',
  description: 'Unknown codes are left out of the answer.',
  security,
  request: { query: SkusQuery },
  responses: {
    200: { description: 'The SKUs that exist', content: json(z.array(SkuSchema)) },
    400: fieldErrors('Too many or malformed codes'),
    401: invalidToken,
    503: unavailable,
  },
});

export const currentOrderRoute = createRoute({
  method: 'get',
  path: '/commerce/orders/current/',
  tags,
  summary: "The location's open order (the cart); without one an empty order with id null",
  security,
  responses: {
    200: orderAnswer('The cart'),
    401: invalidToken,
    503: unavailable,
  },
});

export const addLineItemRoute = createRoute({
  method: 'post',
  path: '/commerce/orders/current/line-items/',
  tags,
  summary: 'Add a line item to the cart (created on first use); prices are computed here',
  description:
    'Jewelry: `{article_group_id, selection}`; service items: `{article_group_id, quantity, ' +
    'note?, orderNumber?}`. Selection errors are keyed by the selection field with message ' +
    'keys (SHOP_ERRORS); a full quantity answers `{"quantity": ["shop.hint.too-large-quantity"]}`.',
  security,
  request: { body: { required: true, content: json(AddLineItemSchema) } },
  responses: {
    201: {
      description: 'The line item and the cart',
      content: json(z.object({ line_item: LineItemSchema.nullable(), order: OrderSchema })),
    },
    400: fieldErrors('Field errors'),
    401: invalidToken,
    403: csrf,
    404: {
      description: 'Unknown group, or the SKU is missing (code sku_not_found)',
      content: json(z.union([DetailSchema, CodedDetailSchema])),
    },
    409: {
      description: 'The limit number was taken meanwhile (limit_number_taken) or not_editable',
      content: json(CodedDetailSchema),
    },
    503: unavailable,
  },
});

export const updateLineItemRoute = createRoute({
  method: 'patch',
  path: '/commerce/line-items/{id}/',
  tags,
  summary: "A service item's quantity in the cart",
  security,
  request: { params: IdParams, body: { required: true, content: json(QuantitySchema) } },
  responses: {
    200: orderAnswer('The cart'),
    400: fieldErrors('Quantity over the maximum, or a jewelry line'),
    401: invalidToken,
    403: csrf,
    404: { description: "Not a line of the location's open order", content: json(DetailSchema) },
    503: unavailable,
  },
});

export const deleteLineItemRoute = createRoute({
  method: 'delete',
  path: '/commerce/line-items/{id}/',
  tags,
  summary: 'Remove a line item from the cart (frees its limit number)',
  security,
  request: { params: IdParams },
  responses: {
    200: orderAnswer('The cart'),
    401: invalidToken,
    403: csrf,
    404: { description: "Not a line of the location's open order", content: json(DetailSchema) },
    503: unavailable,
  },
});

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
    security,
    request: { params: IdParams },
    responses: {
      200: orderAnswer(action === 'place' ? 'The order, status placed' : 'The order'),
      ...extra,
      401: invalidToken,
      403: csrf,
      404: notFound,
      409: {
        description: 'Not open any more, a limit number lost or a SKU gone (with code)',
        content: json(CodedDetailSchema),
      },
      503: unavailable,
    },
  });
}

export const authorizeOrderRoute = orderActionRoute('authorize', {});
export const placeOrderRoute = orderActionRoute('place', {
  400: {
    description: 'The order has no line items (code empty_order)',
    content: json(CodedDetailSchema),
  },
});
export const reloadOrderRoute = orderActionRoute('reload', {});

export const uploadEngravingImageRoute = createRoute({
  method: 'post',
  path: '/commerce/engraving-images/',
  tags,
  summary: `Upload an engraving image: PNG, JPEG or SVG up to ${ENGRAVING_IMAGE_MAX_BYTES / 1_000_000} MB`,
  description:
    'multipart/form-data with the field `file`. The type is read from the bytes; an SVG with ' +
    'scripts, event handlers, foreign objects or external references is refused. ' +
    `At most ${ENGRAVING_IMAGE_RATE_LIMIT} uploads per user in ${ENGRAVING_IMAGE_RATE_WINDOW_S} s.`,
  security,
  request: {
    body: {
      required: true,
      content: {
        // A plain schema, not zod: the handler reads the body itself, bounded (no form parser).
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
          },
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Stored; the same-origin URL that serves it (the `engravingImage` value)',
      content: json(
        z
          .object({ url: z.string() })
          .openapi({ example: { url: '/api/v1/commerce/engraving-images/<uuid>.png' } }),
      ),
    },
    400: fieldErrors('No file, empty, too large, not a PNG/JPEG/SVG, or an unsafe SVG'),
    401: invalidToken,
    403: csrf,
    415: { description: 'Not multipart/form-data', content: json(DetailSchema) },
    429: { description: 'Throttled (Retry-After)', content: json(DetailSchema) },
  },
});

export const engravingImageRoute = createRoute({
  method: 'get',
  path: '/commerce/engraving-images/{name}',
  tags,
  summary: 'An uploaded engraving image (its random name is the capability; no token)',
  description:
    "Served with `Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'; " +
    'sandbox` and `X-Content-Type-Options: nosniff`.',
  request: {
    params: z.object({ name: z.string().openapi({ example: '<uuid>.svg' }) }),
  },
  responses: {
    200: {
      description: 'The image',
      content: {
        'image/png': { schema: z.string().openapi({ format: 'binary' }) },
        'image/jpeg': { schema: z.string().openapi({ format: 'binary' }) },
        'image/svg+xml': { schema: z.string().openapi({ format: 'binary' }) },
      },
    },
    404: notFound,
  },
});
