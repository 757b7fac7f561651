import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { createOutboxRepository, type Db } from '@maison/db';
import { commerceLayerPortFor, type RemoteCommercePortFactory } from '@maison/services/commerce';
import { createMailer, type Mailer } from '@maison/services/email';
import {
  createErrorReporter,
  createLogger,
  type ErrorReporter,
  type Logger,
} from '@maison/services/logging';
import type { Encode } from '@maison/services/content/local/renditions';
import { createRateLimitStore, type RateLimitStore } from '@maison/services/rate-limit';
import { createContentClient } from '@maison/services/content/index';
import { createSearchIndex } from '@maison/services/search';
import { createGeocoder, type Geocoder } from '@maison/services/geocoding';
import { createJobs, type JobsPort } from '@maison/services/jobs';
import {
  createLocalPublishHook,
  createWebhookPublishHook,
  type PublishHook,
} from '@maison/services/content/publish-hook';
import {
  ENGRAVING_IMAGE_BODY_MAX_BYTES,
  HSTS_MAX_AGE_S,
  QUERY_STRING_MAX_BYTES,
  REQUEST_BODY_MAX_BYTES,
} from '@maison/domain';
import { createCmsManagementRouter } from './resources/cms/management';
import { createCmsCdnRouter } from './resources/cms/routes';
import {
  ENGRAVING_IMAGE_MESSAGES,
  ENGRAVING_IMAGE_PATH,
} from './resources/commerce/engraving-images';
import { createCommerceRouter } from './resources/commerce/routes';
import { personioFieldProblems } from './resources/careers/errors';
import { NEXT_PREFIX, UPLOAD_PATH } from './resources/careers/definitions';
import { createCareersRouter, createPersonioRouter } from './resources/careers/routes';
import { createFormsRouter } from './resources/forms/routes';
import { createExportsRouter } from './resources/exports/routes';
import { createGeocodingRouter } from './resources/geocoding/routes';
import { createStaffRouter } from './resources/forms/staff';
import { createClientErrorsRouter } from './resources/client-errors/routes';
import { createHealthRouter } from './resources/health/routes';
import { createInventoryRouter } from './resources/inventory/routes';
import { createJewelerDirectory } from './resources/jewelers/directory';
import { createJewelersRouter } from './resources/jewelers/routes';
import { createJwtRouter } from './resources/jwt/routes';
import { createLocationUsersRouter } from './resources/location-users/router';
import { createLocationsRouter } from './resources/locations/routes';
import { createMailboxRouter } from './resources/mailbox/routes';
import type { OpenApiDocument } from './resources/meta/docs-page';
import { createMetaRouter } from './resources/meta/routes';
import { createOpenOrdersRouter } from './resources/open-orders/routes';
import { createPortalRouter } from './resources/portal/routes';
import { createSearchRouter } from './resources/search/routes';
import { createSearchService, type SearchService } from './resources/search/service';
import { createUsersRouter } from './resources/users/routes';
import { checkEnvironment } from './shared/config';
import type { AppEnv } from './shared/env';
import { handleError, MESSAGES, validationHook } from './shared/errors';
import { fieldsWithNul } from './shared/fields';
import { API_PREFIX, IN_PROCESS_ORIGIN } from './shared/prefix';
import { loadJwtSecret, loadRevalidateSecret } from './shared/secrets';

export { API_PREFIX } from './shared/prefix';
/** The content service's Storyblok-shaped routes (outside /api/v1, Storyblok's error shape). */
export const CMS_PREFIX = '/api/cms/v2';

export interface AppOptions {
  db: Db;
  /**
   * Where the portal's aggregates read (STACK.md scale-out: a read replica,
   * DATABASE_READ_URL; decision 0030); default: `db`.
   */
  readDb?: Db;
  logger?: Logger;
  errorReporter?: ErrorReporter;
  /** Extra routers mounted under /api/v1 (tests register validated probe routes this way). */
  extraRouters?: OpenAPIHono<AppEnv>[];
  /** The e-mail port; default from the environment (createMailer: outbox, or SMTP_URL). */
  mailer?: Mailer;
  /** Called after a story is published; default from the environment (defaultPublishHook). */
  publishHook?: PublishHook;
  /**
   * The remote commerce port of a session, null for the embedded engine; default from the
   * environment (commerceLayerPortFor: Commerce Layer when it is configured).
   */
  commercePort?: RemoteCommercePortFactory;
  /** The throttles' counters; default from the environment (createRateLimitStore: Redis with REDIS_URL, else the database). */
  rateLimits?: RateLimitStore;
  /** The image service's encoder; default sharp (decision 0025). Tests count encodes with it. */
  imageEncoder?: Encode;
  /**
   * The site search; default from the environment (createSearchIndex: Algolia with
   * ALGOLIA_APP_ID, else an in-process index), built from this app's published content.
   */
  search?: SearchService;
  /** The geocoder; default from the environment (createGeocoder: Mapbox with MAPBOX_TOKEN, else the embedded gazetteer). */
  geocoder?: Geocoder;
  /** The jobs port; default from the environment (createJobs: Personio with PERSONIO_*, else this app's own feed). */
  jobs?: JobsPort;
}

const defaultCommercePort: RemoteCommercePortFactory = (session, hooks) =>
  commerceLayerPortFor(session, process.env, undefined, hooks);

/** REVALIDATE_WEBHOOK_URL (scale-out) or the in-process listeners (one machine). */
function defaultPublishHook(): PublishHook {
  const url = process.env.REVALIDATE_WEBHOOK_URL;
  const secret = loadRevalidateSecret();
  if (!url) return createLocalPublishHook();
  if (!secret) throw new Error('REVALIDATE_SECRET must be set with REVALIDATE_WEBHOOK_URL.');
  return createWebhookPublishHook({ url, secret });
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const LIMIT_MESSAGES = {
  bodyTooLarge: `Request body is larger than ${REQUEST_BODY_MAX_BYTES / 1_000_000} MB.`,
  queryTooLong: `Query string is longer than ${QUERY_STRING_MAX_BYTES} bytes.`,
} as const;

/**
 * Every body is refused beyond its route's limit before it is read in full: by Content-Length
 * up front, else counted while it streams in. The upload's own answer is its field error.
 */
const defaultBodyLimit = bodyLimit({
  maxSize: REQUEST_BODY_MAX_BYTES,
  onError: (c) => c.json({ detail: LIMIT_MESSAGES.bodyTooLarge }, 413),
});
const BODY_LIMITS = new Map([
  [
    `${API_PREFIX}${ENGRAVING_IMAGE_PATH}`,
    bodyLimit({
      maxSize: ENGRAVING_IMAGE_BODY_MAX_BYTES,
      onError: (c) => c.json({ file: [ENGRAVING_IMAGE_MESSAGES.tooLarge] }, 400),
    }),
  ],
  // The application upload counts and cuts its own stream (resources/careers/upload.ts).
  [`${NEXT_PREFIX}${UPLOAD_PATH}`, (_c: Context, next: () => Promise<void>) => next()],
]);

/** The query string alone (percent-encoded, so its length is its size in bytes). */
const queryLength = (c: Context) => {
  const at = c.req.url.indexOf('?');
  return at === -1 ? 0 : c.req.url.length - at - 1;
};

export function createApp(options: AppOptions) {
  // Names every missing or malformed variable before anything else can fail on one of them.
  const environment = checkEnvironment();
  // Fails fast in production without JWT_SECRET rather than on the first authenticated call.
  loadJwtSecret();
  const logger = options.logger ?? createLogger();
  const errorReporter = options.errorReporter ?? createErrorReporter(logger);
  const mailer = options.mailer ?? createMailer(createOutboxRepository(options.db));
  const commercePort = options.commercePort ?? defaultCommercePort;
  const rateLimits = options.rateLimits ?? createRateLimitStore(options.db, logger);

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The published content as visitors see it: Storyblok, or this app's own CDN routes.
  const publishedContent = () =>
    createContentClient({
      baseUrl: IN_PROCESS_ORIGIN,
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    });
  const search =
    options.search ??
    createSearchService(createSearchIndex(process.env), publishedContent, {
      hosted: Boolean(process.env.ALGOLIA_APP_ID),
    });
  const jewelers = createJewelerDirectory(publishedContent);
  // Our own feed is read like Personio's: over HTTP-shaped requests to this app.
  const jobs =
    options.jobs ??
    createJobs(process.env, {
      baseUrl: IN_PROCESS_ORIGIN,
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
    });
  const publishHook = options.publishHook ?? defaultPublishHook();
  // The search index learns of a change before the pages are expired, so a page and the
  // search that leads to it agree.
  const publish: PublishHook = {
    async changed(event) {
      jewelers.invalidate();
      await search.apply(event);
      await publishHook.changed(event);
    },
  };

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('db', options.db);
    c.set('readDb', options.readDb ?? options.db);
    c.set('logger', log);
    c.set('errorReporter', errorReporter);
    c.set('mailer', mailer);
    c.set('commercePort', commercePort);
    c.set('rateLimits', rateLimits);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  // After next(), so error answers get them too. Routes that set their own CSP (the docs page, the
  // engraving images) keep it; every JSON answer gets one that loads and frames nothing.
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      strictTransportSecurity:
        environment.MAISON_ENV === 'production'
          ? `max-age=${HSTS_MAX_AGE_S}; includeSubDomains`
          : false,
      overwrite: false,
    }),
  );
  // An answer may carry user data or change with the next write: no browser or shared cache keeps
  // it unless its route says otherwise (the CMS assets, the engraving images; issue 15).
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'private, no-store');
  });
  app.use(async (c, next) => {
    if (queryLength(c) > QUERY_STRING_MAX_BYTES)
      return c.json({ detail: LIMIT_MESSAGES.queryTooLong }, 414);
    await next();
  });
  // Before anything reads the body (the NUL check below, validators, handlers).
  app.use((c, next) => (BODY_LIMITS.get(c.req.path) ?? defaultBodyLimit)(c, next));
  // Caches a JSON body as text before validators parse it, so a parse failure can be answered
  // with the parser's own message (DRF: "JSON parse error - ...").
  app.use(async (c, next) => {
    if (BODY_METHODS.has(c.req.method) && /json/i.test(c.req.header('content-type') ?? '')) {
      const nulFields = fieldsWithNul(await c.req.text());
      if (nulFields)
        return c.req.path.startsWith(NEXT_PREFIX)
          ? c.json(personioFieldProblems(Object.keys(nulFields)), 400)
          : c.json(nulFields, 400);
    }
    await next();
  });
  app.onError(handleError);
  app.notFound((c) => c.json({ detail: MESSAGES.notFound }, 404));

  app.openAPIRegistry.registerComponent('securitySchemes', 'Token', {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: 'Authorization: Token <access token> (000 §7).',
  });

  // One chain, so AppType (the typed client's) carries every router's routes.
  const routes = app
    .route(API_PREFIX, createHealthRouter())
    .route(API_PREFIX, createClientErrorsRouter())
    .route(API_PREFIX, createCmsManagementRouter(publish))
    .route(CMS_PREFIX, createCmsCdnRouter(options.imageEncoder))
    .route(API_PREFIX, createUsersRouter())
    .route(API_PREFIX, createJwtRouter())
    .route(API_PREFIX, createLocationsRouter())
    .route(API_PREFIX, createLocationUsersRouter())
    .route(API_PREFIX, createMailboxRouter())
    .route(API_PREFIX, createFormsRouter())
    // Mounted after the forms router, whose middleware keeps the staff's GETs for superusers;
    // merged into it, the client typed GET /forms/ with a path parameter it does not have.
    .route(API_PREFIX, createStaffRouter())
    .route(API_PREFIX, createInventoryRouter())
    .route(API_PREFIX, createOpenOrdersRouter())
    .route(API_PREFIX, createPortalRouter())
    .route(API_PREFIX, createExportsRouter())
    .route(API_PREFIX, createCommerceRouter())
    .route(API_PREFIX, createSearchRouter(search))
    .route(API_PREFIX, createGeocodingRouter(options.geocoder ?? createGeocoder(process.env)))
    .route(API_PREFIX, createJewelersRouter(jewelers))
    .route(API_PREFIX, createCareersRouter(jobs))
    .route(NEXT_PREFIX, createPersonioRouter(jobs));
  for (const router of options.extraRouters ?? []) app.route(API_PREFIX, router);
  // Generated on first request, when every router is registered.
  let document: OpenApiDocument | undefined;
  const mounted = routes.route(
    API_PREFIX,
    createMetaRouter(() => (document ??= describe(app))),
  );
  CONTENT_READERS.set(mounted, {
    search,
    async reread() {
      jewelers.invalidate();
      await search.rebuild();
    },
  });
  return mounted;
}

/** What an app derives from the published content: the search index and the jeweler list. */
interface ContentReaders {
  search: SearchService;
  /** Reads the published content again (a change announced by another process or Storyblok). */
  reread: () => Promise<void>;
}

const CONTENT_READERS = new WeakMap<object, ContentReaders>();

/** The search of an app made by createApp (built in the background when the process starts). */
export function searchServiceOf(app: object): SearchService | undefined {
  return CONTENT_READERS.get(app)?.search;
}

/**
 * Has an app made by createApp read the published content again: its search index and its
 * jeweler list (the revalidate webhook's part; this process's own publishes update both).
 */
export async function rereadPublishedContent(app: object): Promise<void> {
  await CONTENT_READERS.get(app)?.reread();
}

/** The type the typed client (hono/client) is built from. */
export type AppType = ReturnType<typeof createApp>;

function describe(app: OpenAPIHono<AppEnv>): OpenApiDocument {
  return app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Maison API',
      version: '1',
      description: 'REST API of the Maison website, trade shop and partner portal.',
    },
  });
}
