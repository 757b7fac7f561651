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
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { USER_GENDERS, type Locale, type UserGender } from '@maison/domain';
import { users } from './accounts';
import { localeList, sqlList } from './shared';

/* Organizations, their locations (jewelers, stores) and who may act for a location. */

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
    // The shipping address of commerce orders (issue 7).
    street: text('street').notNull().default(''),
    zip_code: text('zip_code').notNull().default(''),
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

/** 002 §3: the names an invite was sent with (the pending list shows them). */
export interface InviteUserData {
  first_name: string;
  last_name: string;
  gender: UserGender | null;
}

/**
 * Issue 19: an invite by e-mail to a location (002 §3 "Pending invite"). The invited user
 * exists (inactive until the first password is set); the link's token is stored as its SHA-256
 * only. Pending: neither accepted nor withdrawn, and not expired.
 */
export const portal_invites = pgTable(
  'portal_invites',
  {
    id: serial('id').primaryKey(),
    location_id: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Lower-cased, as users.email.
    email: text('email').notNull(),
    user_data: jsonb('user_data').$type<InviteUserData>().notNull(),
    permissions: text('permissions').array().notNull(),
    language: text('language').$type<Locale>().notNull(),
    portal_user_type: text('portal_user_type').notNull(),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    token_hash: text('token_hash').notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    accepted_at: timestamp('accepted_at', { withTimezone: true }),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('portal_invites_location_id_idx').on(t.location_id),
    index('portal_invites_user_id_idx').on(t.user_id),
    index('portal_invites_invited_by_idx').on(t.invited_by),
    index('portal_invites_email_lower_idx').on(sql`lower(${t.email})`),
    check('portal_invites_language_check', sql`${t.language} in (${localeList})`),
    check(
      'portal_invites_gender_check',
      sql`${t.user_data}->>'gender' is null or ${t.user_data}->>'gender' in (${sqlList(USER_GENDERS)})`,
    ),
  ],
);

export type Organization = typeof organizations.$inferSelect;
export type Location = typeof locations.$inferSelect;
export type PortalMembership = typeof portal_memberships.$inferSelect;
export type PortalInvite = typeof portal_invites.$inferSelect;
