import { requireCommerce } from '../../shared/commerce-token';
import { createRouter } from '../../shared/router';
import { createCartRouter } from './cart';
import { createCatalogueRouter } from './catalogue';
import { createEngravingImagesRouter } from './images';
import { createOrdersRouter } from './orders';
import { SelectionSchema } from './requests';
import { COMMERCE_SECURITY_SCHEME } from './schemas';
import { createSessionRouter } from './session';

/** The trade shop's API (issue 7, docs/shop.md): commerce token, catalogue, cart and order. */

/** Routes under /commerce/ that take no commerce token. */
const TOKENLESS = [/\/commerce\/logout\/$/, /\/commerce\/engraving-images\/[^/]+$/];

export function createCommerceRouter() {
  const router = createRouter();
  router.openAPIRegistry.registerComponent('securitySchemes', COMMERCE_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'The commerce token (docs/shop.md): `Authorization: Bearer <jwt>` from ' +
      '`POST /api/v1/locations/{id}/commerce/authenticate/`, or the `_wff_commerce_token` ' +
      "cookie (unsafe cookie calls need the site's Origin).",
  });
  // Referenced by the add-to-cart body, which checks a selection only once the group is known.
  router.openAPIRegistry.register('ShopSelection', SelectionSchema);
  // The token before validation: an invalid token answers 401 whatever the request holds.
  router.use('/commerce/*', async (c, next) => {
    if (!TOKENLESS.some((path) => path.test(c.req.path))) await requireCommerce(c);
    await next();
  });

  return router
    .route('/', createSessionRouter())
    .route('/', createCatalogueRouter())
    .route('/', createCartRouter())
    .route('/', createOrdersRouter())
    .route('/', createEngravingImagesRouter());
}
