import { and, count, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { FormAction } from '@maison/domain';
import type { Db } from './database';
import {
  form_submissions,
  newsletter_subscriptions,
  users,
  type FormSubmission,
  type NewFormSubmission,
  type NewsletterSubscription,
} from './schema';

/**
 * Storage of form submissions and newsletter subscriptions (docs/decisions/0010). The routes
 * validate; this module keeps the transactions: dedupe, the newsletter state machine.
 */

export interface SubmitResult {
  submission: FormSubmission;
  /** True when an equal submission inside the dedupe window answered instead of a new row. */
  duplicate: boolean;
}

export interface SubmitOptions {
  /** Seconds in which a submission with the same fingerprint is answered by the first one. */
  dedupeWindowS: number;
  /**
   * Runs in the submission's transaction after the dedupe check and before the insert, with the
   * new row's uuid; throwing rolls the submission back (e.g. an unsubscribe that ends nothing).
   */
  before?: (tx: Db, uuid: string) => Promise<void>;
  /** Runs in the transaction after the insert (e.g. a newsletter opt-in request). */
  after?: (tx: Db, submission: FormSubmission) => Promise<void>;
  now?: Date;
}

/** A 64-bit advisory lock key from the fingerprint's hex SHA-256. */
function lockKey(fingerprint: string): string {
  const hex = /^[0-9a-f]{16}/i.exec(fingerprint)?.[0] ?? '0';
  return BigInt.asIntN(64, BigInt(`0x${hex}`)).toString();
}

/**
 * Stores a submission unless one with the same fingerprint was stored within the window. An
 * advisory lock on the fingerprint makes concurrent equal requests wait for each other, so
 * exactly one row results.
 */
export async function submitForm(
  db: Db,
  values: NewFormSubmission & { uuid: string; fingerprint: string },
  options: SubmitOptions,
): Promise<SubmitResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(values.fingerprint)}::bigint)`);
    const since = new Date(now.getTime() - options.dedupeWindowS * 1000);
    const [earlier] = await tx
      .select()
      .from(form_submissions)
      .where(
        and(
          eq(form_submissions.fingerprint, values.fingerprint),
          gt(form_submissions.created_at, since),
        ),
      )
      .orderBy(desc(form_submissions.created_at), desc(form_submissions.id))
      .limit(1);
    if (earlier) return { submission: earlier, duplicate: true };
    await options.before?.(tx as unknown as Db, values.uuid);
    const [row] = await tx
      .insert(form_submissions)
      .values({ ...values, created_at: now, updated_at: now })
      .returning();
    const submission = row as FormSubmission;
    await options.after?.(tx as unknown as Db, submission);
    return { submission, duplicate: false };
  });
}

export async function findSubmission(db: Db, uuid: string): Promise<FormSubmission | null> {
  const [row] = await db.select().from(form_submissions).where(eq(form_submissions.uuid, uuid));
  return row ?? null;
}

export type SubmissionChanges = Partial<
  Pick<FormSubmission, 'data' | 'language' | 'google_click_id' | 'meta_click_id' | 'form_id'>
>;

/** Merges `data` into the stored fields (a JSONB concatenation, so concurrent patches both land). */
export async function patchSubmission(
  db: Db,
  uuid: string,
  changes: SubmissionChanges,
  after?: (tx: Db, submission: FormSubmission) => Promise<void>,
): Promise<FormSubmission | null> {
  const { data, ...columns } = changes;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(form_submissions)
      .set({
        ...columns,
        ...(data ? { data: sql`${form_submissions.data} || ${JSON.stringify(data)}::jsonb` } : {}),
        updated_at: new Date(),
      })
      .where(eq(form_submissions.uuid, uuid))
      .returning();
    if (row) await after?.(tx as unknown as Db, row);
    return row ?? null;
  });
}

export interface SubmissionFilter {
  action?: FormAction;
  /** Inclusive lower bound. */
  from?: Date;
  /** Exclusive upper bound. */
  until?: Date;
}

function filterCondition(filter: SubmissionFilter): SQL | undefined {
  return and(
    filter.action ? eq(form_submissions.action, filter.action) : undefined,
    filter.from ? gte(form_submissions.created_at, filter.from) : undefined,
    filter.until ? lt(form_submissions.created_at, filter.until) : undefined,
  );
}

/** Newest first, `limit` rows from `offset`, with the filter's total. */
export async function listSubmissions(
  db: Db,
  filter: SubmissionFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: FormSubmission[]; total: number }> {
  const where = filterCondition(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(form_submissions)
      .where(where)
      .orderBy(desc(form_submissions.created_at), desc(form_submissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(form_submissions).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/**
 * Records an opt-in request for `email`: a new address starts pending, an unsubscribed one is
 * pending again, a confirmed one stays confirmed. Either way the mailed link of `submissionUuid`
 * confirms it from now on.
 */
export async function requestNewsletter(
  db: Db,
  request: { email: string; submissionUuid: string; language: NewsletterSubscription['language'] },
): Promise<NewsletterSubscription> {
  const email = request.email.trim().toLowerCase();
  const [row] = await db
    .insert(newsletter_subscriptions)
    .values({
      email,
      status: 'pending',
      submission_uuid: request.submissionUuid,
      language: request.language,
    })
    .onConflictDoUpdate({
      target: newsletter_subscriptions.email,
      set: {
        submission_uuid: sql`excluded.submission_uuid`,
        language: sql`excluded.language`,
        status: sql`case when ${newsletter_subscriptions.status} = 'confirmed' then 'confirmed' else 'pending' end`,
        updated_at: sql`now()`,
      },
    })
    .returning();
  return row as NewsletterSubscription;
}

/**
 * Confirms the subscription whose current link carries `submissionUuid` (again fine when
 * already confirmed) and sets the account's newsletter flag. Null for an unknown link, a link
 * an opt-in request has since replaced, or an ended subscription.
 */
export async function confirmNewsletter(
  db: Db,
  submissionUuid: string,
): Promise<NewsletterSubscription | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsletter_subscriptions)
      .set({
        status: 'confirmed',
        confirmed_at: sql`coalesce(${newsletter_subscriptions.confirmed_at}, now())`,
        updated_at: sql`now()`,
      })
      .where(
        and(
          eq(newsletter_subscriptions.submission_uuid, submissionUuid),
          inArray(newsletter_subscriptions.status, ['pending', 'confirmed']),
        ),
      )
      .returning();
    if (!row) return null;
    await tx.update(users).set({ newsletter: true }).where(eq(users.email, row.email));
    return row;
  });
}

export type UnsubscribeOutcome = 'unsubscribed' | 'not_subscribed' | 'already_unsubscribed';

/** Ends a pending or confirmed subscription and clears the account's newsletter flag. */
export async function endNewsletter(db: Db, email: string): Promise<UnsubscribeOutcome> {
  const address = email.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(newsletter_subscriptions)
    .where(eq(newsletter_subscriptions.email, address))
    .for('update');
  if (!row) return 'not_subscribed';
  if (row.status === 'unsubscribed') return 'already_unsubscribed';
  await db
    .update(newsletter_subscriptions)
    .set({ status: 'unsubscribed', unsubscribed_at: sql`now()`, updated_at: sql`now()` })
    .where(eq(newsletter_subscriptions.id, row.id));
  await db.update(users).set({ newsletter: false }).where(eq(users.email, address));
  return 'unsubscribed';
}

export async function findNewsletter(
  db: Db,
  email: string,
): Promise<NewsletterSubscription | null> {
  const [row] = await db
    .select()
    .from(newsletter_subscriptions)
    .where(eq(newsletter_subscriptions.email, email.trim().toLowerCase()));
  return row ?? null;
}
