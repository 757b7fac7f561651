import { createHash, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { count, eq, sql } from 'drizzle-orm';
import {
  INVITE_LIFETIME_DAYS,
  PERMISSIONS,
  type Locale,
  type Permission,
  type UserGender,
} from '@maison/domain';
import type { Db } from './database';
import { importContentPack } from './content-pack';
import {
  inventory_history,
  inventory_items,
  locations,
  open_orders,
  organizations,
  portal_invites,
  portal_memberships,
  sale_users,
  users,
} from './schema';
import { inventorySizeFromEnv, seedInventory } from './seed-inventory';
import { seedShop } from './seed-shop';

export const DEMO_PASSWORD = 'maison-demo-2026';

type Country = 'DE' | 'CH' | 'AT' | 'JP' | 'KR' | 'CN';

const CURRENCY: Record<Country, string> = {
  DE: 'EUR',
  AT: 'EUR',
  CH: 'CHF',
  JP: 'JPY',
  KR: 'KRW',
  CN: 'CNY',
};

interface OrgSeed {
  name: string;
  short: string;
  country: Country;
  cities: [string, string, string];
}

// The first three carry the demo accounts (jeweler: DE and CH, solo: AT), so every size has them.
const CATALOGUE: OrgSeed[] = [
  {
    name: 'Juwelier Hofmann & Söhne',
    short: 'Hofmann',
    country: 'DE',
    cities: ['München', 'Nürnberg', 'Augsburg'],
  },
  {
    name: 'Bijouterie Favre SA',
    short: 'Favre',
    country: 'CH',
    cities: ['Genève', 'Lausanne', 'Montreux'],
  },
  { name: 'Juwelier Pichler', short: 'Pichler', country: 'AT', cities: ['Wien', 'Linz', 'Graz'] },
  {
    name: 'Goldschmiede Lindner',
    short: 'Lindner',
    country: 'DE',
    cities: ['Hamburg', 'Lübeck', 'Kiel'],
  },
  {
    name: 'Juwelier Brandt',
    short: 'Brandt',
    country: 'DE',
    cities: ['Berlin', 'Potsdam', 'Leipzig'],
  },
  {
    name: 'Schmuckhaus Weber',
    short: 'Weber',
    country: 'DE',
    cities: ['Frankfurt am Main', 'Wiesbaden', 'Mainz'],
  },
  {
    name: 'Juwelier Kessler',
    short: 'Kessler',
    country: 'DE',
    cities: ['Düsseldorf', 'Köln', 'Essen'],
  },
  {
    name: 'Juwelier Rothenberg',
    short: 'Rothenberg',
    country: 'DE',
    cities: ['Stuttgart', 'Heidelberg', 'Freiburg im Breisgau'],
  },
  {
    name: 'Uhren & Schmuck Albrecht',
    short: 'Albrecht',
    country: 'DE',
    cities: ['Dresden', 'Erfurt', 'Chemnitz'],
  },
  {
    name: 'Juwelier Steiner AG',
    short: 'Steiner',
    country: 'CH',
    cities: ['Zürich', 'Winterthur', 'Zug'],
  },
  {
    name: 'Gioielleria Bernasconi',
    short: 'Bernasconi',
    country: 'CH',
    cities: ['Lugano', 'Locarno', 'Bellinzona'],
  },
  { name: 'Juwelier Bühler', short: 'Bühler', country: 'CH', cities: ['Basel', 'Bern', 'Luzern'] },
  {
    name: 'Goldschmied Huber',
    short: 'Huber',
    country: 'AT',
    cities: ['Salzburg', 'Innsbruck', 'Kitzbühel'],
  },
  {
    name: 'Ginza Hoseki Takahashi',
    short: 'Takahashi',
    country: 'JP',
    cities: ['Tokyo', 'Yokohama', 'Kamakura'],
  },
  {
    name: 'Kobayashi Jewellers',
    short: 'Kobayashi',
    country: 'JP',
    cities: ['Osaka', 'Kyoto', 'Kobe'],
  },
  { name: 'Mori Tokeiten', short: 'Mori', country: 'JP', cities: ['Nagoya', 'Fukuoka', 'Sapporo'] },
  { name: 'Hanbit Jewelry', short: 'Hanbit', country: 'KR', cities: ['Seoul', 'Busan', 'Incheon'] },
  {
    name: 'Jongno Gold House',
    short: 'Jongno',
    country: 'KR',
    cities: ['Seoul', 'Daegu', 'Daejeon'],
  },
  {
    name: 'Shanghai Jinyu Jewellery',
    short: 'Jinyu',
    country: 'CN',
    cities: ['Shanghai', 'Hangzhou', 'Suzhou'],
  },
  {
    name: 'Beijing Baoli Jewellers',
    short: 'Baoli',
    country: 'CN',
    cities: ['Beijing', 'Shenzhen', 'Guangzhou'],
  },
];

const LOCATIONS_PER_ORG = 3;
const DEMO_ORG_COUNT = 3;

/** Location ids are fixed: organization n (1-based) owns ids 3n-2 .. 3n. */
function locationId(orgId: number, index: number): number {
  return (orgId - 1) * LOCATIONS_PER_ORG + index + 1;
}

/**
 * 002 §6: the table views, all a read-only portal user gets; no statistics, so the demo shows
 * the statistics page's redirect (issue 18).
 */
const VIEW_PERMISSIONS: Permission[] = [
  'inventory:view_current',
  'inventory:view_sell_in',
  'inventory:view_sell_out',
  'orders:view_open',
  'location_users:view',
];

interface DemoAccount {
  email: string;
  first_name: string;
  last_name: string;
  language: Locale;
  is_superuser: boolean;
  portal_user_type: string | null;
  portal_locations: { location: number; permissions: Permission[] }[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: 'admin@maison.test',
    first_name: 'Marie',
    last_name: 'Admin',
    language: 'en',
    is_superuser: true,
    portal_user_type: null,
    portal_locations: [],
  },
  {
    email: 'jeweler@maison.test',
    first_name: 'Julia',
    last_name: 'Hofmann',
    language: 'de',
    is_superuser: false,
    portal_user_type: 'jeweler',
    portal_locations: [locationId(1, 0), locationId(1, 1), locationId(2, 0), locationId(2, 1)].map(
      (location) => ({ location, permissions: [...PERMISSIONS] }),
    ),
  },
  {
    email: 'solo@maison.test',
    first_name: 'Stefan',
    last_name: 'Pichler',
    language: 'de',
    is_superuser: false,
    portal_user_type: 'jeweler',
    portal_locations: [{ location: locationId(3, 0), permissions: VIEW_PERMISSIONS }],
  },
  {
    email: 'visitor@maison.test',
    first_name: 'Vera',
    last_name: 'Besucher',
    language: 'en',
    is_superuser: false,
    portal_user_type: null,
    portal_locations: [],
  },
];

/** 002 §6: what a sales assistant needs at the counter: the tables, selling, the history. */
const SALES_PERMISSIONS: Permission[] = [
  'location:manage',
  'inventory:view_current',
  'inventory:view_sell_in',
  'inventory:view_sell_out',
  'inventory:log_article_sale',
  'inventory:view_history',
];

/**
 * Issue 19: the jeweler's colleagues, so the user management has people to show: sales
 * assistants with some of the permissions at some of the jeweler's stores (demo password too).
 */
export const DEMO_COLLEAGUES: (DemoAccount & { gender: UserGender })[] = [
  {
    email: 'lena.krause@maison.test',
    first_name: 'Lena',
    last_name: 'Krause',
    gender: 'W',
    language: 'de',
    is_superuser: false,
    portal_user_type: 'jeweler',
    portal_locations: [{ location: locationId(1, 0), permissions: SALES_PERMISSIONS }],
  },
  {
    email: 'tobias.meier@maison.test',
    first_name: 'Tobias',
    last_name: 'Meier',
    gender: 'M',
    language: 'de',
    is_superuser: false,
    portal_user_type: 'jeweler',
    portal_locations: [locationId(1, 0), locationId(1, 1)].map((location) => ({
      location,
      permissions: [
        'location:manage',
        'inventory:view_current',
        'inventory:view_sell_in',
        'inventory:view_sell_out',
      ],
    })),
  },
  {
    email: 'sarah.keller@maison.test',
    first_name: 'Sarah',
    last_name: 'Keller',
    gender: 'W',
    language: 'en',
    is_superuser: false,
    portal_user_type: 'jeweler',
    portal_locations: [
      {
        location: locationId(2, 0),
        permissions: [
          ...SALES_PERMISSIONS,
          'inventory:view_statistics',
          'inventory:manage_article_note',
          'location_users:view',
        ],
      },
    ],
  },
];

/** Issue 19: one colleague invited by the jeweler who has not set a password yet. */
const DEMO_INVITE = {
  email: 'mia.wagner@maison.test',
  user_data: { first_name: 'Mia', last_name: 'Wagner', gender: 'W' as const },
  location: locationId(1, 1),
  permissions: ['location:manage', 'inventory:view_current'],
  language: 'de' as const,
};

export interface SeedOptions {
  /** Number of organizations (3 locations each); default 20, at least the 3 demo organizations. */
  size?: number;
  /** The content pack to import (default content/); false skips it. */
  contentDir?: string | false;
  /**
   * Portal inventory items (issue 6); default SEED_INVENTORY_ITEMS or 300,000. 0 seeds no
   * inventory. Skipped when the database already holds items.
   */
  inventoryItems?: number;
}

export interface SeedSummary {
  organizations: number;
  locations: number;
  users: number;
  memberships: number;
  saleUsers: number;
  inventoryItems: number;
  openOrders: number;
  inventoryHistory: number;
}

function organizationSeed(index: number): OrgSeed {
  const base = CATALOGUE[index % CATALOGUE.length] as OrgSeed;
  const round = Math.floor(index / CATALOGUE.length);
  return round === 0
    ? base
    : { ...base, name: `${base.name} ${round + 1}`, short: `${base.short} ${round + 1}` };
}

/** Idempotent: fixed ids and upserts, and passwords are only hashed for accounts not yet present. */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const orgCount = Math.max(options.size ?? CATALOGUE.length, DEMO_ORG_COUNT);
  const orgRows = Array.from({ length: orgCount }, (_, i) => ({
    id: i + 1,
    name: organizationSeed(i).name,
  }));
  const locationRows = orgRows.flatMap(({ id }, i) => {
    const org = organizationSeed(i);
    return org.cities.map((city, j) => ({
      id: locationId(id, j),
      organization_id: id,
      name: `${org.short} ${city}`,
      country: org.country,
      currency: CURRENCY[org.country],
      city,
    }));
  });

  await db.transaction(async (tx) => {
    await tx
      .insert(organizations)
      .values(orgRows)
      .onConflictDoUpdate({ target: organizations.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(locations)
      .values(locationRows)
      .onConflictDoUpdate({
        target: locations.id,
        set: {
          organization_id: sql`excluded.organization_id`,
          name: sql`excluded.name`,
          country: sql`excluded.country`,
          currency: sql`excluded.currency`,
          city: sql`excluded.city`,
        },
      });
    // Explicit ids bypass the sequences; move them past the seeded rows.
    for (const table of ['organizations', 'locations']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
      );
    }

    const existing = new Set(
      (await tx.select({ email: users.email }).from(users)).map((u) => u.email),
    );
    for (const account of [...DEMO_ACCOUNTS, ...DEMO_COLLEAGUES]) {
      const { portal_locations, ...profile } = account;
      // An existing account keeps its password (the update below leaves it alone), so skip hashing.
      const password = existing.has(account.email) ? '' : await hash(DEMO_PASSWORD);
      const [row] = await tx
        .insert(users)
        .values({ ...profile, password, is_active: true })
        .onConflictDoUpdate({
          target: users.email,
          set: {
            first_name: profile.first_name,
            last_name: profile.last_name,
            language: profile.language,
            is_superuser: profile.is_superuser,
            portal_user_type: profile.portal_user_type,
            is_active: true,
          },
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`Seeding ${account.email} returned no row`);
      if (portal_locations.length === 0) continue;
      await tx
        .insert(portal_memberships)
        .values(
          portal_locations.map((p) => ({
            user_id: row.id,
            location_id: p.location,
            permissions: p.permissions,
          })),
        )
        .onConflictDoUpdate({
          target: [portal_memberships.user_id, portal_memberships.location_id],
          set: { permissions: sql`excluded.permissions` },
        });
    }
    await seedInvite(tx);
  });
  if (options.contentDir !== false) await importContentPack(db, options.contentDir);
  await seedShop(db, {
    contentDir: typeof options.contentDir === 'string' ? options.contentDir : undefined,
  });
  const items = options.inventoryItems ?? inventorySizeFromEnv();
  if (items > 0) {
    await seedInventory(db, {
      items,
      contentDir: typeof options.contentDir === 'string' ? options.contentDir : undefined,
    });
  }

  return summarize(db);
}

/**
 * The pending invite, once: its invited account stays inactive, and the link's token is thrown
 * away (a resend from the user management mails a working one).
 */
async function seedInvite(tx: Parameters<Parameters<Db['transaction']>[0]>[0]): Promise<void> {
  const [present] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_INVITE.email));
  if (present) return;
  const [jeweler] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'jeweler@maison.test'));
  const [invited] = await tx
    .insert(users)
    .values({
      email: DEMO_INVITE.email,
      // Not an argon2 hash: nothing verifies against it until the invite sets a password.
      password: `!${randomBytes(16).toString('hex')}`,
      is_active: false,
      ...DEMO_INVITE.user_data,
      language: DEMO_INVITE.language,
    })
    .returning({ id: users.id });
  const now = new Date();
  await tx.insert(portal_invites).values({
    location_id: DEMO_INVITE.location,
    user_id: invited!.id,
    email: DEMO_INVITE.email,
    user_data: DEMO_INVITE.user_data,
    permissions: DEMO_INVITE.permissions,
    language: DEMO_INVITE.language,
    portal_user_type: 'jeweler',
    invited_by: jeweler?.id ?? null,
    token_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
    created_at: now,
    expires_at: new Date(now.getTime() + INVITE_LIFETIME_DAYS * 86_400_000),
  });
}

export async function summarize(db: Db): Promise<SeedSummary> {
  const countOf = async (
    table:
      | typeof users
      | typeof organizations
      | typeof locations
      | typeof portal_memberships
      | typeof sale_users
      | typeof inventory_items
      | typeof open_orders
      | typeof inventory_history,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    organizations: await countOf(organizations),
    locations: await countOf(locations),
    users: await countOf(users),
    memberships: await countOf(portal_memberships),
    saleUsers: await countOf(sale_users),
    inventoryItems: await countOf(inventory_items),
    openOrders: await countOf(open_orders),
    inventoryHistory: await countOf(inventory_history),
  };
}

/** True when no user exists yet, i.e. the database has never been seeded or used. */
export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.select({ n: count() }).from(users))[0]?.n === 0;
}
