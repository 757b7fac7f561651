import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql, type SQL } from 'drizzle-orm';
import { ARTICLE_TYPES, CURRENCY_MINOR_UNITS, type ArticleType } from '@maison/domain';
import type { Db } from './database';
import { findRepoRoot } from './paths';
import { inventory_history, inventory_items, locations, open_orders, sale_users } from './schema';

/**
 * The partner portal's demo inventory (issue 6, docs/decisions/0011-portal-inventory.md):
 * sale users per location, items sold in over five years (about 40% sold out by named sale
 * users, some archived, booked out or in virtual storage, notes), open orders per location and
 * each item's history. Everything past the sale users is set-based SQL (INSERT … SELECT over
 * generate_series) with hash-derived values, so a size gives the same data every time and
 * 300,000 items load in well under two minutes on PGlite.
 */

/** `npm start`'s size; SEED_INVENTORY_ITEMS overrides it. */
export const DEFAULT_INVENTORY_ITEMS = 300_000;

export function inventorySizeFromEnv(env: Record<string, string | undefined> = process.env) {
  const raw = env.SEED_INVENTORY_ITEMS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_INVENTORY_ITEMS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`SEED_INVENTORY_ITEMS must be a count: ${raw}`);
  return n;
}

export interface InventorySeedOptions {
  /** Number of inventory items. */
  items: number;
  /** Where the products come from (default the repository's content/). */
  contentDir?: string;
  /** The seed's "today" (YYYY-MM-DD); default the current UTC day. */
  today?: string;
}

export interface InventorySeedSummary {
  saleUsers: number;
  items: number;
  openOrders: number;
  history: number;
  /** False when the database already held inventory (nothing was written). */
  seeded: boolean;
  ms: number;
}

/** What the seed takes from a product story (content/stories/produkte/*.json). */
export interface SeedProduct {
  mpn: string;
  type: ArticleType;
  description_de: string;
  description_en: string;
  article_description_de: string;
  article_description_en: string;
  image: string | null;
  /** Retail price in major units per currency. */
  prices: Record<string, number>;
}

const TYPE_LABELS: Record<ArticleType, { de: string; en: string }> = {
  ring: { de: 'Ring', en: 'Ring' },
  necklace: { de: 'Collier', en: 'Necklace' },
  bracelet: { de: 'Armband', en: 'Bracelet' },
  earrings: { de: 'Ohrschmuck', en: 'Earrings' },
  amulet: { de: 'Amulett', en: 'Amulet' },
};

/** Rates from EUR the content pack's prices use (e.g. 1,200 EUR = 196,000 JPY). */
const EUR_RATES: Record<string, number> = {
  EUR: 1,
  CHF: 0.95,
  USD: 1.09,
  JPY: 163,
  KRW: 1483,
  CNY: 7.83,
};

/** A price on request gets a plausible figure, so every item has a sell-in price. */
export function fillPrices(prices: Record<string, unknown>, seed: number): Record<string, number> {
  const eur = typeof prices.EUR === 'number' ? prices.EUR : 6000 + (seed % 7) * 1750;
  const out: Record<string, number> = {};
  for (const [currency, rate] of Object.entries(EUR_RATES)) {
    const given = prices[currency];
    const minor = CURRENCY_MINOR_UNITS[currency] ?? 100;
    out[currency] =
      typeof given === 'number'
        ? given
        : Math.round((eur * rate) / (minor === 1 ? 1000 : 10)) * (minor === 1 ? 1000 : 10);
  }
  return out;
}

interface StoryFile {
  locales?: Record<string, { content?: Record<string, unknown> } | undefined>;
}

const FALLBACK_PRODUCTS: SeedProduct[] = [
  {
    mpn: '10-1001',
    type: 'ring',
    description_de: 'Ring Flora',
    description_en: 'Ring Flora',
    article_description_de: 'Ring in Gelbgold mit Emaille in Mohnrot und einem Brillanten',
    article_description_en: 'Ring in yellow gold with poppy red enamel and one diamond',
    image: null,
    prices: fillPrices({ EUR: 1200 }, 0),
  },
  {
    mpn: '40-4001',
    type: 'necklace',
    description_de: 'Collier Lumen',
    description_en: 'Necklace Lumen',
    article_description_de: 'Collier in Weißgold mit einem Brillanten',
    article_description_en: 'Necklace in white gold with one diamond',
    image: null,
    prices: fillPrices({ EUR: 3400 }, 1),
  },
];

/** The pack's products (sorted by mpn); the two built-in ones when the pack has none. */
export async function loadSeedProducts(contentDir?: string): Promise<SeedProduct[]> {
  const dir = path.join(contentDir ?? path.join(findRepoRoot(), 'content'), 'stories/produkte');
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return FALLBACK_PRODUCTS;
  }
  const products: SeedProduct[] = [];
  for (const [i, file] of files.entries()) {
    const story = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as StoryFile;
    const de = story.locales?.de?.content;
    const en = story.locales?.en?.content ?? de;
    if (!de || de.component !== 'product') continue;
    const type = de.type as ArticleType;
    if (!ARTICLE_TYPES.includes(type) || typeof de.mpn !== 'string') continue;
    const image = (de.imageMain as { filename?: unknown } | undefined)?.filename;
    products.push({
      mpn: de.mpn,
      type,
      description_de: `${TYPE_LABELS[type].de} ${String(de.name ?? '')}`.trim(),
      description_en: `${TYPE_LABELS[type].en} ${String(en?.name ?? de.name ?? '')}`.trim(),
      article_description_de: String(de.name2 ?? ''),
      article_description_en: String(en?.name2 ?? de.name2 ?? ''),
      image: typeof image === 'string' && image !== '' ? image : null,
      prices: fillPrices((de.price as Record<string, unknown> | undefined) ?? {}, i),
    });
  }
  return products.length > 0 ? products : FALLBACK_PRODUCTS;
}

type NameStyle = 'de' | 'at' | 'ch' | 'fr' | 'it' | 'ja' | 'ko' | 'zh';

/** Given and family names per region; CJK names are written family name first. */
const NAMES: Record<NameStyle, { given: string[]; family: string[]; join: string }> = {
  de: {
    given: ['Anna', 'Lukas', 'Sophie', 'Maximilian', 'Laura', 'Felix', 'Katharina', 'Jonas'],
    family: ['Müller', 'Schneider', 'Fischer', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Wolf'],
    join: ' ',
  },
  at: {
    given: ['Elisabeth', 'Florian', 'Magdalena', 'Dominik', 'Valentina', 'Matthias', 'Theresa'],
    family: ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Moser', 'Hofer', 'Leitner', 'Berger'],
    join: ' ',
  },
  ch: {
    given: ['Nadine', 'Reto', 'Corinne', 'Urs', 'Seraina', 'Beat', 'Andrea', 'Simon'],
    family: ['Meier', 'Keller', 'Brunner', 'Baumann', 'Frei', 'Gerber', 'Widmer', 'Graf'],
    join: ' ',
  },
  fr: {
    given: ['Camille', 'Julien', 'Chloé', 'Mathieu', 'Léa', 'Nicolas', 'Amélie', 'Olivier'],
    family: ['Dubois', 'Morel', 'Rochat', 'Bonvin', 'Girard', 'Pittet', 'Jaquet', 'Monnier'],
    join: ' ',
  },
  it: {
    given: ['Giulia', 'Marco', 'Chiara', 'Luca', 'Francesca', 'Matteo', 'Elena', 'Davide'],
    family: ['Rossi', 'Bianchi', 'Ferrari', 'Colombo', 'Galli', 'Fontana', 'Moretti', 'Rezzonico'],
    join: ' ',
  },
  ja: {
    given: ['美咲', '陽菜', '結衣', '翔太', '健太', '大輔', 'さくら', '拓海'],
    family: ['佐藤', '鈴木', '高橋', '田中', '伊藤', '渡辺', '山本', '中村'],
    join: ' ',
  },
  ko: {
    given: ['민준', '서연', '지훈', '수빈', '예은', '도윤', '하은', '서준'],
    family: ['김', '이', '박', '최', '정', '강', '조', '윤'],
    join: '',
  },
  zh: {
    given: ['芳', '伟', '静', '磊', '婷', '晓明', '丽娜', '秀英'],
    family: ['王', '李', '张', '刘', '陈', '杨', '黄', '赵'],
    join: '',
  },
};

const FRENCH_CITIES = new Set(['Genève', 'Lausanne', 'Montreux']);
const ITALIAN_CITIES = new Set(['Lugano', 'Locarno', 'Bellinzona']);

function nameStyle(country: string, city: string): NameStyle {
  switch (country) {
    case 'AT':
      return 'at';
    case 'CH':
      return FRENCH_CITIES.has(city) ? 'fr' : ITALIAN_CITIES.has(city) ? 'it' : 'ch';
    case 'JP':
      return 'ja';
    case 'KR':
      return 'ko';
    case 'CN':
      return 'zh';
    default:
      return 'de';
  }
}

/** Sale users per location: 3–6, ids location * 10 + k so the item SQL can pick one by hash. */
const SALE_USER_ID_STRIDE = 10;
const saleUserCount = (locationId: number) => 3 + (locationId % 4);

function saleUserNames(locationId: number, style: NameStyle): string[] {
  const pool = NAMES[style];
  const n = saleUserCount(locationId);
  const names = new Set<string>();
  for (let k = 0; names.size < n; k++) {
    const given = pool.given[(locationId * 3 + k * 5) % pool.given.length] as string;
    const family = pool.family[(locationId * 7 + k * 3) % pool.family.length] as string;
    names.add(
      style === 'ja' || style === 'ko' || style === 'zh'
        ? `${family}${pool.join}${given}`
        : `${given}${pool.join}${family}`,
    );
  }
  return [...names];
}

const NOTES_DE = [
  'Kundin reserviert bis Samstag',
  'Gravur gewünscht: „Für immer“',
  'Für Schaufenster vorgesehen',
  'Anprobe vereinbart',
  'Kunde wünscht Rückruf bei Preisänderung',
  'Geschenkverpackung vorbereitet',
];
const NOTES_EN = [
  'Reserved for a client until Saturday',
  'Engraving requested',
  'Planned for the window display',
  'Fitting appointment booked',
  'Client asks for a call back',
  'Gift wrapping prepared',
];
const INTERNAL_NOTES = [
  'Etikett ersetzt',
  'Inventur 2024 geprüft',
  'Leichte Kratzer am Verschluss',
  'Zertifikat liegt im Tresor',
];
const ARCHIVE_REASONS = ['Saisonende', 'Ausstellungsstück', 'Beschädigt – zur Reparatur'];
const BOOK_OUT_REASONS = ['Rücksendung an Manufaktur', 'Verlust laut Inventur', 'Umtausch'];
const SERVICE_ORDERS = [
  { de: 'Größenänderung', en: 'Resizing' },
  { de: 'Reinigung und Politur', en: 'Cleaning and polishing' },
  { de: 'Gravur', en: 'Engraving' },
  { de: 'Verschluss ersetzen', en: 'Clasp replacement' },
];

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/** A hash-derived non-negative integer per row and purpose (deterministic for a size). */
const h = (row: string, k: number) => sql.raw(`(hashint4(${row} * 32 + ${k}) & 2147483647)`);

/** 002 §5: the minor units of a currency column as SQL (1 for JPY and KRW, else 100). */
function minorUnitsSql(column: SQL) {
  const whole = Object.entries(CURRENCY_MINOR_UNITS)
    .filter(([, units]) => units === 1)
    .map(([currency]) => `'${currency}'`)
    .join(', ');
  return sql`(case when ${column} in (${sql.raw(whole)}) then 1 else 100 end)`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

async function tableCount(
  db: Db,
  table: typeof inventory_items | typeof sale_users | typeof open_orders | typeof inventory_history,
): Promise<number> {
  return (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
}

/**
 * Seeds the portal inventory unless the database already holds items (idempotent). The
 * organizations and locations must exist (seed() creates them first).
 */
export async function seedInventory(
  db: Db,
  options: InventorySeedOptions,
): Promise<InventorySeedSummary> {
  const started = performance.now();
  const summary = async (seeded: boolean): Promise<InventorySeedSummary> => ({
    saleUsers: await tableCount(db, sale_users),
    items: await tableCount(db, inventory_items),
    openOrders: await tableCount(db, open_orders),
    history: await tableCount(db, inventory_history),
    seeded,
    ms: Math.round(performance.now() - started),
  });
  if ((await tableCount(db, inventory_items)) > 0) return summary(false);

  const today = options.today ?? utcToday();
  if (!DAY.test(today)) throw new Error(`today must be YYYY-MM-DD: ${today}`);
  const products = await loadSeedProducts(options.contentDir);
  const locationRows = await db
    .select({
      id: locations.id,
      organization_id: locations.organization_id,
      country: locations.country,
      city: locations.city,
      currency: locations.currency,
    })
    .from(locations)
    .orderBy(locations.id);
  if (locationRows.length === 0) return summary(false);

  const saleUserRows = locationRows.flatMap((l) =>
    saleUserNames(l.id, nameStyle(l.country, l.city)).map((name, k) => ({
      id: l.id * SALE_USER_ID_STRIDE + k + 1,
      location_id: l.id,
      name,
    })),
  );
  const locationJson = JSON.stringify(
    locationRows.map((l, idx) => ({
      idx,
      id: l.id,
      currency: l.currency,
      minor: CURRENCY_MINOR_UNITS[l.currency] ?? 100,
      sale_users: saleUserCount(l.id),
      german: ['DE', 'AT', 'CH'].includes(l.country),
    })),
  );
  const productJson = JSON.stringify(products.map((p, idx) => ({ idx, ...p })));
  const n = Math.max(0, Math.floor(options.items));

  await db.transaction(async (tx) => {
    await tx.insert(sale_users).values(saleUserRows).onConflictDoNothing();

    await tx.execute(sql`
      create temporary table seed_products (
        idx int primary key, mpn text, type text, description_de text, description_en text,
        article_description_de text, article_description_en text, image text, prices jsonb
      ) on commit drop`);
    await tx.execute(sql`
      insert into seed_products
      select * from jsonb_to_recordset(${productJson}::jsonb) as p(
        idx int, mpn text, type text, description_de text, description_en text,
        article_description_de text, article_description_en text, image text, prices jsonb)`);
    await tx.execute(sql`
      create temporary table seed_locations (
        idx int primary key, id int, currency text, minor int, sale_users int, german boolean
      ) on commit drop`);
    await tx.execute(sql`
      insert into seed_locations
      select * from jsonb_to_recordset(${locationJson}::jsonb) as l(
        idx int, id int, currency text, minor int, sale_users int, german boolean)`);

    const L = locationRows.length;
    const P = products.length;
    // Items: h1 location, h2 product, h3 age, h4 sold?, h5 sale delay, h6 sale user,
    // h7 discount, h8 archived/removed, h9 virtual storage, h10 note, h11 internal note.
    await tx.execute(sql`
      insert into inventory_items (
        id, serial_number, article_number, article_type, description_de, description_en,
        article_description_de, article_description_en, location_id, sell_in_price,
        sell_in_currency, sell_in_date, sell_out_price, sell_out_currency, sell_out_date,
        sale_user_id, is_archived, is_removed, available_in_virtual_storage, client_note,
        internal_note, image, created_at, updated_at)
      select
        g.g,
        'M' || to_char(g.sell_in_date, 'YY') || '-' || lpad(g.g::text, 7, '0'),
        p.mpn, p.type, p.description_de, p.description_en,
        p.article_description_de, p.article_description_en,
        l.id,
        round((p.prices ->> l.currency)::numeric * 0.5) * l.minor,
        l.currency,
        g.sell_in_date,
        case when g.sold then round((p.prices ->> l.currency)::numeric * (100 - (${h('g.g', 7)} % 3) * 5) / 100) * l.minor end,
        case when g.sold then l.currency end,
        case when g.sold then g.sell_in_date + (${h('g.g', 5)} % (g.age + 1))::int end,
        case when g.sold and ${h('g.g', 6)} % 100 >= 6
          then l.id * ${SALE_USER_ID_STRIDE} + 1 + ${h('g.g', 6)} % l.sale_users end,
        not g.sold and ${h('g.g', 8)} % 100 < 5,
        not g.sold and ${h('g.g', 8)} % 100 = 5,
        not g.sold and ${h('g.g', 9)} % 100 < 15,
        case when ${h('g.g', 10)} % 100 < 7 then
          case when l.german then (${textArray(NOTES_DE)})[1 + ${h('g.g', 10)} % ${NOTES_DE.length}]
          else (${textArray(NOTES_EN)})[1 + ${h('g.g', 10)} % ${NOTES_EN.length}] end end,
        case when ${h('g.g', 11)} % 100 < 4 then
          (${textArray(INTERNAL_NOTES)})[1 + ${h('g.g', 11)} % ${INTERNAL_NOTES.length}] end,
        p.image,
        g.sell_in_date::timestamp + interval '9 hours',
        now()
      from (
        select s.g, s.age, ${today}::date - s.age as sell_in_date,
          ${h('s.g', 4)} % 1000 < least(600, 100 + s.age * 700 / 1825) as sold
        from (select x as g, (${h('x', 3)} % 1825)::int as age from generate_series(1, ${n}::int) x) s
      ) g
      join seed_locations l on l.idx = ${h('g.g', 1)} % ${L}
      join seed_products p on p.idx = ${h('g.g', 2)} % ${P}`);

    // Open orders: 8–24 per location over the last six months.
    await tx.execute(sql`
      insert into open_orders (
        order_no, article_number, article_type, description_de, description_en, order_type,
        commission, commission_order_reference, status, estimated_delivery, order_date, quantity,
        sell_in_price, sell_in_currency, location_id, client_note, image)
      select
        'B' || to_char(o.order_date, 'YYMM') || '-' || lpad(o.l_id::text, 3, '0') || lpad(o.k::text, 3, '0'),
        p.mpn, p.type,
        case when o.service then (${textArray(SERVICE_ORDERS.map((s) => s.de))})[1 + o.h % ${SERVICE_ORDERS.length}] || ' – ' || p.description_de else p.description_de end,
        case when o.service then (${textArray(SERVICE_ORDERS.map((s) => s.en))})[1 + o.h % ${SERVICE_ORDERS.length}] || ' – ' || p.description_en else p.description_en end,
        case when o.service then 'service' else 'article' end,
        o.commission,
        case when o.commission then 'KOM-' || to_char(o.order_date, 'YYYY') || '-' || lpad((o.h % 9000 + 1000)::text, 4, '0') end,
        case when o.age < 14 then 'open' when o.age < 45 then 'confirmed'
          when o.age < 120 then 'in_production' else 'shipped' end,
        o.order_date + (21 + o.h % 70),
        o.order_date,
        case when o.service then 1 else 1 + (o.h / 7) % 10 / 8 end,
        case when o.service then round((p.prices ->> o.currency)::numeric * 0.04) * o.minor
          else round((p.prices ->> o.currency)::numeric * 0.5) * o.minor * (1 + (o.h / 7) % 10 / 8) end,
        o.currency, o.l_id,
        case when o.h % 10 = 0 then case when o.german then 'Kundin informiert' else 'Client informed' end end,
        p.image
      from (
        select l.id as l_id, l.currency, l.minor, l.german, k,
          (hashint4(l.id * 1000 + k) & 2147483647) as h,
          ((hashint4(l.id * 1000 + k) & 2147483647) % 180)::int as age,
          ${today}::date - ((hashint4(l.id * 1000 + k) & 2147483647) % 180)::int as order_date,
          (hashint4(l.id * 1000 + k) & 2147483647) % 100 < 12 as service,
          (hashint4(l.id * 1000 + k + 500) & 2147483647) % 100 < 30 as commission
        from seed_locations l, generate_series(1, 8 + (l.id % 5) * 4) k
      ) o
      join seed_products p on p.idx = o.h % ${P}`);

    // History: SELL_IN by the system for every item, then each later change.
    const minor = minorUnitsSql(sql.raw('i.sell_in_currency'));
    const outMinor = minorUnitsSql(sql.raw('i.sell_out_currency'));
    const staff = sql.raw(
      `(select s.name from sale_users s where s.location_id = i.location_id order by s.id limit 1)`,
    );
    // A moment between sell-in and sell-out (or today) for the later changes.
    // History lies in the past: an entry of today at a later hour would sort above the
    // changes a user makes now.
    const past = (at: SQL) => sql`least((${at})::timestamptz, now() - interval '1 minute')`;
    const between = (k: number) =>
      past(
        sql`(i.sell_in_date + (${h('i.id', k)} % greatest(1, coalesce(i.sell_out_date, ${today}::date) - i.sell_in_date + 1))::int)::timestamp + interval '14 hours'`,
      );
    await tx.execute(sql`
      insert into inventory_history (item_id, type, date, data, user_id)
      select i.id, 'SELL_IN', ${past(sql`i.sell_in_date::timestamp + interval '9 hours'`)},
        jsonb_build_object('sell_in_price', i.sell_in_price::numeric / ${minor},
          'sell_in_currency', i.sell_in_currency, 'user', 'SYSTEM'), null
      from inventory_items i`);
    await tx.execute(sql`
      insert into inventory_history (item_id, type, date, data, user_id)
      select i.id, 'SELL_OUT', ${past(sql`i.sell_out_date::timestamp + interval '16 hours'`)},
        jsonb_build_object('sell_out_price', i.sell_out_price::numeric / ${outMinor},
          'sell_out_currency', i.sell_out_currency, 'sale_user_name', s.name,
          'user', coalesce(s.name, 'SYSTEM')), null
      from inventory_items i left join sale_users s on s.id = i.sale_user_id
      where i.sell_out_date is not null`);
    await tx.execute(sql`
      insert into inventory_history (item_id, type, date, data, user_id)
      select i.id, 'SET_ARCHIVE_STATUS', ${between(20)},
        jsonb_build_object('is_archived', true, 'reason',
          (${textArray(ARCHIVE_REASONS)})[1 + i.id % ${ARCHIVE_REASONS.length}], 'user', ${staff}), null
      from inventory_items i where i.is_archived`);
    await tx.execute(sql`
      insert into inventory_history (item_id, type, date, data, user_id)
      select i.id, 'SET_REMOVED_STATUS', ${between(21)},
        jsonb_build_object('is_removed', true, 'reason',
          (${textArray(BOOK_OUT_REASONS)})[1 + i.id % ${BOOK_OUT_REASONS.length}], 'user', ${staff}), null
      from inventory_items i where i.is_removed`);
    await tx.execute(sql`
      insert into inventory_history (item_id, type, date, data, user_id)
      select i.id, 'SET_VIRTUAL_STORAGE', ${between(22)},
        jsonb_build_object('virtual_storage', true, 'user', ${staff}), null
      from inventory_items i where i.available_in_virtual_storage`);
    await tx.execute(sql`
      insert into inventory_history (item_id, type, date, data, user_id)
      select i.id, 'SET_CLIENT_NOTE', ${between(23)},
        jsonb_build_object('note', i.client_note, 'user', ${staff}), null
      from inventory_items i where i.client_note is not null`);

    for (const table of ['sale_users', 'inventory_items', 'open_orders']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`,
      );
    }
  });
  // Statistics for the planner, and the visibility map the index-only scans of the lists need.
  await db.execute(
    sql`vacuum (analyze) sale_users, inventory_items, open_orders, inventory_history`,
  );
  return summary(true);
}
