import { createRoute, z } from '@hono/zod-openapi';
import { createOutboxRepository, type OutboxMessage } from '@maison/db';
import { ApiError, MESSAGES } from '../../shared/errors';
import { createRouter } from '../../shared/router';
import { isProduction } from '../../shared/secrets';

/** How many messages the mailbox lists; older ones stay in the outbox table. */
const MAILBOX_LIST_LIMIT = 100;
const PG_INTEGER_MAX = 2 ** 31 - 1;

const SummarySchema = z
  .object({
    id: z.number(),
    to: z.string(),
    subject: z.string(),
    kind: z.string(),
    language: z.string(),
    created_at: z.string(),
  })
  .openapi('MailboxSummary');
const MessageSchema = SummarySchema.extend({ text: z.string(), html: z.string() }).openapi(
  'MailboxMessage',
);
const DetailSchema = z.object({ detail: z.string() });
const notFound = {
  description: 'In production, or no such message',
  content: { 'application/json': { schema: DetailSchema } },
};

const list = createRoute({
  method: 'get',
  path: '/dev/mailbox/',
  tags: ['dev'],
  summary: 'Outbox e-mails, newest first (not in production)',
  responses: {
    200: {
      description: 'Messages',
      content: { 'application/json': { schema: z.array(SummarySchema) } },
    },
    404: notFound,
  },
});

const one = createRoute({
  method: 'get',
  path: '/dev/mailbox/{id}/',
  tags: ['dev'],
  summary: 'One outbox e-mail with its text and HTML (not in production)',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: {
    200: { description: 'Message', content: { 'application/json': { schema: MessageSchema } } },
    404: notFound,
  },
});

function summary(m: OutboxMessage) {
  return {
    id: m.id,
    to: m.to,
    subject: m.subject,
    kind: m.kind,
    language: m.language,
    created_at: m.created_at.toISOString(),
  };
}

function hiddenInProduction(): void {
  if (isProduction()) throw new ApiError(404, { detail: MESSAGES.notFound });
}

export function createMailboxRouter() {
  return createRouter()
    .openapi(list, async (c) => {
      hiddenInProduction();
      const messages = await createOutboxRepository(c.get('db')).list(MAILBOX_LIST_LIMIT);
      return c.json(messages.map(summary), 200);
    })
    .openapi(one, async (c) => {
      hiddenInProduction();
      const { id } = c.req.valid('param');
      // Ids past PostgreSQL's integer range name no message (the query would fail).
      const message =
        id <= PG_INTEGER_MAX ? await createOutboxRepository(c.get('db')).get(id) : null;
      if (!message) throw new ApiError(404, { detail: MESSAGES.notFound });
      return c.json({ ...summary(message), text: message.text, html: message.html }, 200);
    });
}
