import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_LOCALE,
  USER_GENDERS,
  USER_TITLES,
  type Locale,
  type UserGender,
  type UserTitle,
} from '@maison/domain';
import { sqlList, localeList } from './shared';

/* Accounts: users, their one-time tokens, ended sessions and the login rate limits. */

/** 000 §3: a wishlist entry, newest last in storage (the UI lists newest first). */
export interface WishlistEntry {
  article: string;
  date_added: string;
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased so the unique constraint is case-insensitive (the check enforces it).
    // Null for a portal user created without e-mail, who logs in by username (issue 19).
    email: text('email').unique(),
    password: text('password').notNull(),
    is_active: boolean('is_active').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    username: text('username').unique(),
    language: text('language').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    wishlist: jsonb('wishlist')
      .$type<WishlistEntry[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    // 002 §3: 'jeweler' or a product type; null for visitors.
    portal_user_type: text('portal_user_type'),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    last_login: timestamp('last_login', { withTimezone: true }),
    // 000 §3: login answers with a reset token instead of a session while this is set.
    require_password_reset: boolean('require_password_reset').notNull().default(false),
    // Access tokens issued before this instant are refused (a password change or reset ends
    // every other session; decision 0008).
    tokens_valid_after: timestamp('tokens_valid_after', { withTimezone: true }),
    newsletter: boolean('newsletter').notNull().default(false),
    // 001 §3: profile title and gender.
    title: text('title').$type<UserTitle>(),
    gender: text('gender').$type<UserGender>(),
  },
  (t) => [
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check(
      'users_email_or_username_check',
      sql`${t.email} is not null or ${t.username} is not null`,
    ),
    // Usernames are told apart case-insensitively (002 §5), as e-mail addresses are.
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    check('users_language_check', sql`${t.language} in (${localeList})`),
    check('users_title_check', sql`${t.title} in (${sqlList(USER_TITLES)})`),
    check('users_gender_check', sql`${t.gender} in (${sqlList(USER_GENDERS)})`),
  ],
);

export const USER_TOKEN_PURPOSES = ['activation', 'reset'] as const;
export type UserTokenPurpose = (typeof USER_TOKEN_PURPOSES)[number];

/** Activation and password-reset tokens: only the SHA-256 of the random token is stored. */
export const user_tokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UserTokenPurpose>().notNull(),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_tokens_user_purpose_idx').on(t.user_id, t.purpose),
    check('user_tokens_purpose_check', sql`${t.purpose} in (${sqlList(USER_TOKEN_PURPOSES)})`),
  ],
);

/** Fixed-window request counters shared by every API process (login, password reset). */
export const rate_limits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] })],
);

/**
 * Sessions ended before their access token expires (logout, issue 14): the token's `sid` claim,
 * kept until the token would have expired anyway.
 */
export const revoked_sessions = pgTable(
  'revoked_sessions',
  {
    sid: text('sid').primaryKey(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_at_idx').on(t.expires_at)],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserToken = typeof user_tokens.$inferSelect;
