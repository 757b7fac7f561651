import { $, z } from '@hono/zod-openapi';
import { FORM_DEDUPE_WINDOW_S } from '@maison/domain';
import { superusersOnly } from '../../shared/auth';
import { createRouter } from '../../shared/router';
import {
  DetailSchema,
  FieldErrorsSchema,
  PatchDocSchema,
  SubmissionDocSchema,
  security,
} from './schemas';
import { confirm, patch, submit } from './submissions';
import { json } from '../../shared/openapi';

/** The forms API (docs/forms.md, docs/decisions/0010-form-submissions.md). */

// ---- Documentation of the hand-validated routes ----

const uuidParams = z.object({ uuid: z.uuid() });

function describeRoutes(router: ReturnType<typeof createRouter>): void {
  const registry = router.openAPIRegistry;
  const errorResponses = {
    400: { description: 'Field errors (all at once)', content: json(FieldErrorsSchema) },
    429: { description: 'Throttled (Retry-After)', content: json(DetailSchema) },
  };
  registry.registerPath({
    method: 'post',
    path: '/forms/',
    tags: ['forms'],
    summary:
      'Send a form: stores it, notifies the brand or the microsite jeweler, confirms to the visitor',
    description:
      'One body per `action`. Required fields follow requiredFormFields(action, locale) with the ' +
      'locale of `used_website_language` (`language` for LIMITED_RING_REQUEST). The same body ' +
      `from the same address within ${FORM_DEDUPE_WINDOW_S} s answers the first uuid. ` +
      'NEWSLETTER_UNSUBSCRIBE answers 400 `{code, detail}` with code not_subscribed or ' +
      'already_unsubscribed.',
    security,
    request: { body: { required: true, content: json(SubmissionDocSchema) } },
    responses: {
      201: { description: 'Stored', content: json(z.object({ uuid: z.uuid() })) },
      ...errorResponses,
      403: {
        description: 'LIMITED_RING_REQUEST without a jeweler login',
        content: json(DetailSchema),
      },
    },
  });
  registry.registerPath({
    method: 'patch',
    path: '/forms/{uuid}/',
    tags: ['forms'],
    summary: 'Add contact step 2 (or the wizard’s products and message) to a contact submission',
    request: { params: uuidParams, body: { required: true, content: json(PatchDocSchema) } },
    responses: {
      200: { description: 'Updated', content: json(z.object({ uuid: z.uuid() })) },
      ...errorResponses,
      404: { description: 'No contact submission with that uuid', content: json(DetailSchema) },
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/forms/{uuid}/newsletter-subscribe-confirm/',
    tags: ['forms'],
    summary: 'Confirm a newsletter subscription with the uuid of its opt-in mail',
    request: { params: uuidParams },
    responses: {
      200: {
        description: 'Confirmed (again 200 when already confirmed)',
        content: json(z.object({ uuid: z.uuid(), status: z.literal('confirmed') })),
      },
      404: {
        description: 'Unknown, replaced or unsubscribed link',
        content: json(DetailSchema),
      },
    },
  });
}

export function createFormsRouter() {
  const router = createRouter();
  describeRoutes(router);
  // Staff routes: authentication before validation, so anonymous callers get 401 whatever they send.
  const staffOnly: typeof superusersOnly = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? superusersOnly(c, next) : next();
  router.use('/forms/', staffOnly);
  router.use('/forms/export/', staffOnly);

  // Hand-validated (the field rules need the body's locale first); typed for the client by
  // their handlers' declared input.
  return $(
    router
      .post('/forms/', submit)
      .patch('/forms/:uuid/', patch)
      .post('/forms/:uuid/newsletter-subscribe-confirm/', confirm),
  );
}
