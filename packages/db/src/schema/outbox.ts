import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Locale } from '@maison/domain';

/** The embedded e-mail port's outbox; the mailbox page reads it outside production. */
export const email_outbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    kind: text('kind').notNull(),
    language: text('language').$type<Locale>().notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.created_at)],
);

export type OutboxMessage = typeof email_outbox.$inferSelect;
export type NewOutboxMessage = typeof email_outbox.$inferInsert;
