import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_FILE_CATEGORIES,
  type ApplicationFileCategory,
  type Locale,
} from '@maison/domain';
import { bytea, localeList, sqlList } from './shared';

/** One language's texts of a position: its name and description sections (HTML values). */
export interface CareerPositionTexts {
  name: string;
  jobDescriptions: { name: string; value: string }[];
}

/**
 * The open positions of the embedded jobs port (issue 20, docs/decisions/0034): imported from
 * the content pack (content/careers/positions.json), served as a Personio-shaped XML feed.
 * Ids are Personio's integer position ids.
 */
export const career_positions = pgTable('career_positions', {
  id: integer('id').primaryKey(),
  office: text('office').notNull(),
  department: text('department').notNull(),
  recruiting_category: text('recruiting_category').notNull(),
  employment_type: text('employment_type').notNull(),
  seniority: text('seniority').notNull(),
  schedule: text('schedule').notNull(),
  years_of_experience: text('years_of_experience').notNull(),
  occupation: text('occupation').notNull(),
  occupation_category: text('occupation_category').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  texts: jsonb('texts').$type<Partial<Record<Locale, CareerPositionTexts>>>().notNull(),
});

export const APPLICATION_FORWARD_STATES = ['local', 'pending', 'forwarded'] as const;
export type ApplicationForwardState = (typeof APPLICATION_FORWARD_STATES)[number];

/**
 * Applications (001 §3). `fingerprint` (SHA-256 of the canonical payload) answers a re-sent one
 * with the first; `forward_*` is the outbox towards Personio when it is configured.
 */
export const career_applications = pgTable(
  'career_applications',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    position_id: integer('position_id').notNull(),
    position_name: text('position_name').notNull(),
    first_name: text('first_name').notNull(),
    last_name: text('last_name').notNull(),
    email: text('email').notNull(),
    language: text('language').$type<Locale>().notNull(),
    attributes: jsonb('attributes').$type<{ id: string; value: string }[]>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    forward_state: text('forward_state').$type<ApplicationForwardState>().notNull(),
    forward_attempts: integer('forward_attempts').notNull().default(0),
    forward_next_at: timestamp('forward_next_at', { withTimezone: true }),
    forward_error: text('forward_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('career_applications_position_created_idx').on(t.position_id, t.created_at.desc()),
    index('career_applications_fingerprint_idx').on(t.fingerprint, t.created_at),
    index('career_applications_forward_idx').on(t.forward_state, t.forward_next_at),
    check('career_applications_language_check', sql`${t.language} in (${localeList})`),
    check(
      'career_applications_forward_state_check',
      sql`${t.forward_state} in (${sqlList(APPLICATION_FORWARD_STATES)})`,
    ),
  ],
);

/**
 * An uploaded application file; `application_id` and `category` are set when an application
 * takes it. Its bytes are in career_file_chunks, written as the upload streams in.
 */
export const career_files = pgTable(
  'career_files',
  {
    uuid: uuid('uuid').primaryKey(),
    original_filename: text('original_filename').notNull(),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    application_id: integer('application_id').references(() => career_applications.id, {
      onDelete: 'cascade',
    }),
    category: text('category').$type<ApplicationFileCategory>(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('career_files_application_idx').on(t.application_id),
    index('career_files_unattached_idx')
      .on(t.created_at)
      .where(sql`${t.application_id} is null`),
    check(
      'career_files_category_check',
      sql`${t.category} is null or ${t.category} in (${sqlList(APPLICATION_FILE_CATEGORIES)})`,
    ),
  ],
);

export const career_file_chunks = pgTable(
  'career_file_chunks',
  {
    file_uuid: uuid('file_uuid')
      .notNull()
      .references(() => career_files.uuid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.file_uuid, t.seq] })],
);

export type CareerPositionRow = typeof career_positions.$inferSelect;
export type CareerApplicationRow = typeof career_applications.$inferSelect;
export type CareerFileRow = typeof career_files.$inferSelect;
