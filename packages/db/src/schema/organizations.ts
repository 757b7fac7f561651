import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

export type Organization = typeof organizations.$inferSelect;
export type Location = typeof locations.$inferSelect;
export type PortalMembership = typeof portal_memberships.$inferSelect;
