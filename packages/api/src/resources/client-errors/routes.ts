import { createRoute, z } from '@hono/zod-openapi';
import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_RATE_LIMIT_PER_IP,
  CLIENT_ERROR_RATE_WINDOW_S,
  CLIENT_ERROR_SOURCE_MAX,
} from '@maison/domain';
import { charField } from '../../shared/fields';
import { clientIp, enforceRateLimit } from '../../shared/rate-limit';
import { createRouter } from '../../shared/router';
import { json } from '../../shared/openapi';

const DetailSchema = z.object({ detail: z.string() });

const ClientErrorSchema = z
  .object({
    source: charField({ max: CLIENT_ERROR_SOURCE_MAX }).openapi({
      description: 'What failed, e.g. forms.museum_form',
      example: 'forms.museum_form',
    }),
    message: charField({ max: CLIENT_ERROR_MESSAGE_MAX }),
    status: z
      .number({ error: 'A valid integer is required.' })
      .int({ error: 'A valid integer is required.' })
      .min(0, { error: 'Ensure this value is greater than or equal to 0.' })
      .max(599, { error: 'Ensure this value is less than or equal to 599.' })
      .optional()
      .openapi({ description: 'The status of the failed call; 0 when it got no answer' }),
    path: charField({ max: 2000 })
      .optional()
      .openapi({ description: "The page's path; a query string is dropped" }),
  })
  .openapi('ClientError');

const report = createRoute({
  method: 'post',
  path: '/client-errors/',
  tags: ['meta'],
  summary: "Report a browser's failure to the error-reporting port",
  description:
    'The browser has no error-reporting SDK (001 §8: the museum form reports its failure); ' +
    'anyone may report, throttled per client IP.',
  request: { body: { required: true, content: json(ClientErrorSchema) } },
  responses: {
    204: { description: 'Reported' },
    400: {
      description: 'Field errors',
      content: json(z.record(z.string(), z.array(z.string()))),
    },
    429: { description: 'Throttled', content: json(DetailSchema) },
  },
});

/** A browser failure as the error reporter's exception, named so it is not taken for ours. */
class ClientError extends Error {
  override name = 'ClientError';
}

export function createClientErrorsRouter() {
  return createRouter().openapi(report, async (c) => {
    await enforceRateLimit(
      c,
      `client-errors:ip:${clientIp(c)}`,
      CLIENT_ERROR_RATE_LIMIT_PER_IP,
      CLIENT_ERROR_RATE_WINDOW_S,
    );
    const input = c.req.valid('json');
    // A page's query may carry a mailed uid and token: only the path is kept.
    const path = input.path?.split(/[?#]/)[0];
    c.get('errorReporter').captureException(new ClientError(input.message), {
      requestId: c.get('requestId'),
      source: input.source,
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(path ? { page: path } : {}),
      userAgent: c.req.header('user-agent') ?? null,
    });
    return c.body(null, 204);
  });
}
