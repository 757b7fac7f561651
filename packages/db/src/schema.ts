import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@maison/domain';

/** 000 §3: a wishlist entry, newest last in storage (the UI lists newest first). */
export interface WishlistEntry {
  article: string;
  date_added: string;
}

const localeList = sql.raw(LOCALES.map((l) => `'${l}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Stored lower-cased so the unique constraint is case-insensitive (the check enforces it).
    email: text('email').notNull().unique(),
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
  },
  (t) => [
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_language_check', sql`${t.language} in (${localeList})`),
  ],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    organization_id: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    // ISO 3166-1 alpha-2 and ISO 4217 codes.
    country: varchar('country', { length: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    city: text('city').notNull(),
  },
  (t) => [
    index('locations_organization_id_idx').on(t.organization_id),
    check('locations_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('locations_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const portal_memberships = pgTable(
  'portal_memberships',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    // The unique index leads with user_id, so it also serves as that foreign key's index.
    unique('portal_memberships_user_location_unique').on(t.user_id, t.location_id),
    index('portal_memberships_location_id_idx').on(t.location_id),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Organization = typeof organizations.$inferSelect;
export type Location = typeof locations.$inferSelect;
export type PortalMembership = typeof portal_memberships.$inferSelect;
