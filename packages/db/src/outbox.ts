import { desc, eq } from 'drizzle-orm';
import type { Db } from './database';
import { email_outbox, type NewOutboxMessage, type OutboxMessage } from './schema';

/** The e-mail outbox repository the embedded mailer and the mailbox endpoints use. */
export interface OutboxRepository {
  insert(message: Omit<NewOutboxMessage, 'id' | 'created_at'>): Promise<OutboxMessage>;
  /** Newest first. */
  list(limit: number): Promise<OutboxMessage[]>;
  get(id: number): Promise<OutboxMessage | null>;
}

export function createOutboxRepository(db: Db): OutboxRepository {
  return {
    async insert(message) {
      const [row] = await db.insert(email_outbox).values(message).returning();
      return row as OutboxMessage;
    },
    list(limit) {
      return db
        .select()
        .from(email_outbox)
        .orderBy(desc(email_outbox.created_at), desc(email_outbox.id))
        .limit(limit);
    },
    async get(id) {
      const [row] = await db.select().from(email_outbox).where(eq(email_outbox.id, id));
      return row ?? null;
    },
  };
}
