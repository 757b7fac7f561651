import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  FORM_ACTIONS,
  FORM_CHANNELS,
  type FormAction,
  type FormChannel,
  type Locale,
} from '@maison/domain';
import { sqlList, localeList } from './shared';
import { users } from './accounts';

/**
 * Every form sent through `POST /api/v1/forms/` (docs/forms.md, docs/decisions/0010). `data`
 * holds the action's fields (FORM_FIELDS, plus contact step 2); the columns hold the metadata
 * staff filter and route by. `fingerprint` is the SHA-256 of action, canonical fields and client
 * IP, so a re-sent submission within the dedupe window is found by index.
 */
export const form_submissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    action: text('action').$type<FormAction>().notNull(),
    form_id: text('form_id'),
    language: text('language').$type<Locale>().notNull(),
    channel: text('channel').$type<FormChannel>().notNull().default('website'),
    jeweler_slug: text('jeweler_slug'),
    jeweler_story_uuid: text('jeweler_story_uuid'),
    // 001 §3: the microsite jeweler's CRM id (crmUuid of the jeweler story).
    store_uuid: text('store_uuid'),
    story_uuid: text('story_uuid'),
    component_uid: text('component_uid'),
    google_click_id: text('google_click_id'),
    meta_click_id: text('meta_click_id'),
    // Lower case; null for the waitlist when no account e-mail is known.
    email: text('email'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    fingerprint: text('fingerprint').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_action_created_at_idx').on(t.action, t.created_at.desc()),
    index('form_submissions_created_at_idx').on(t.created_at.desc()),
    index('form_submissions_fingerprint_created_at_idx').on(t.fingerprint, t.created_at),
    index('form_submissions_user_id_idx').on(t.user_id),
    check('form_submissions_action_check', sql`${t.action} in (${sqlList(FORM_ACTIONS)})`),
    check('form_submissions_language_check', sql`${t.language} in (${localeList})`),
    check('form_submissions_channel_check', sql`${t.channel} in (${sqlList(FORM_CHANNELS)})`),
    check('form_submissions_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * One row per address (double opt-in, docs/decisions/0010): pending until the mailed link of
 * `submission_uuid` is confirmed. Each new subscribe request points it at its own submission.
 */
export const newsletter_subscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    submission_uuid: uuid('submission_uuid').notNull(),
    language: text('language').$type<Locale>().notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribed_at: timestamp('unsubscribed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('newsletter_subscriptions_submission_uuid_idx').on(t.submission_uuid),
    check('newsletter_subscriptions_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'newsletter_subscriptions_status_check',
      sql`${t.status} in (${sqlList(NEWSLETTER_STATUSES)})`,
    ),
    check('newsletter_subscriptions_language_check', sql`${t.language} in (${localeList})`),
  ],
);

export type FormSubmission = typeof form_submissions.$inferSelect;
export type NewFormSubmission = typeof form_submissions.$inferInsert;
export type NewsletterSubscription = typeof newsletter_subscriptions.$inferSelect;
