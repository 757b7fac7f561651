import type { EmailMessage, Mailer } from './mailer';

/** Where the embedded mailer puts messages; @maison/db's outbox repository fits. */
export interface OutboxWriter {
  insert(message: EmailMessage): Promise<unknown>;
}

/** The embedded default: messages land in the outbox table, read by the mailbox page. */
export function createLocalMailer(outbox: OutboxWriter): Mailer {
  return {
    async send(message) {
      await outbox.insert(message);
    },
  };
}
