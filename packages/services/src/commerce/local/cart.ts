import {
  and,
  commerce_order_number_seq,
  commerce_orders,
  commerce_payment_methods,
  eq,
  inArray,
  locations,
  organizations,
  repairSequences,
  sql,
  type CommerceAddressRow,
} from '@maison/db';
import { CommerceError, type CommerceOrder } from '../types';
import { loadOrder } from './load-order';
import { OPEN_STATUSES, notFound, type LocalCommerceOptions } from './shared';

/** The cart: a location's one open order, numbered MA-<yy><digits> when it is created. */

interface CartInput {
  language_code: string;
  customer_email: string;
}

/** The unique constraint on commerce_orders.number (drizzle's name for `.unique()`). */
const ORDER_NUMBER_UNIQUE = 'commerce_orders_number_unique';
/** Tries at creating a cart: a number collision repairs the sequence, so a second try suffices. */
const CART_ATTEMPTS = 3;

/** A unique violation (23505) of `constraint`, as the driver or drizzle's wrapper reports it. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}

/** The session's open order (its cart), or null. */
export async function findCartOrder({
  db,
  session,
}: LocalCommerceOptions): Promise<CommerceOrder | null> {
  const [o] = await db
    .select({ id: commerce_orders.id })
    .from(commerce_orders)
    .where(
      and(
        eq(commerce_orders.location_id, session.location),
        inArray(commerce_orders.status, [...OPEN_STATUSES]),
      ),
    );
  return o ? loadOrder(db, o.id) : null;
}

/**
 * Inserts the location's cart in one transaction; null when the location already has an open
 * order (the partial unique index commerce_orders_open_location_unique, named as the conflict
 * target so any other unique violation is thrown, not taken for a concurrent cart).
 */
async function insertCartOrder({ db, session }: LocalCommerceOptions, input: CartInput) {
  return db.transaction(async (tx) => {
    const [loc] = await tx
      .select({
        name: locations.name,
        street: locations.street,
        zip: locations.zip_code,
        city: locations.city,
        country: locations.country,
        org: organizations.name,
      })
      .from(locations)
      .innerJoin(organizations, eq(organizations.id, locations.organization_id))
      .where(eq(locations.id, session.location));
    if (!loc) throw notFound();
    const shipping: CommerceAddressRow = {
      full_name: loc.name,
      company: loc.org,
      line_1: loc.street,
      line_2: null,
      city: loc.city,
      zip_code: loc.zip,
      country_code: loc.country,
      phone: '',
    };
    const [payment] = await tx
      .select({ id: commerce_payment_methods.id })
      .from(commerce_payment_methods)
      .where(eq(commerce_payment_methods.market, session.market));
    const yy = String(new Date().getUTCFullYear() % 100).padStart(2, '0');
    const [created] = await tx
      .insert(commerce_orders)
      .values({
        // At least six digits: a longer count keeps all of them (lpad alone would cut it to six
        // and repeat an earlier number).
        number: sql`(select 'MA-' || ${yy} || lpad(n::text, greatest(6, length(n::text)), '0') from nextval(${sql.raw(`'${commerce_order_number_seq.seqName}'`)}) as n)`,
        location_id: session.location,
        customer_id: session.customerId,
        market: session.market,
        currency_code: session.currency,
        language_code: input.language_code,
        customer_email: input.customer_email,
        shipping_address: shipping,
        // The organization's address is not kept apart yet: the billing address is the
        // organization at the location's address.
        billing_address: { ...shipping, full_name: loc.org },
        payment_method_id: payment?.id ?? null,
      })
      .onConflictDoNothing({
        target: commerce_orders.location_id,
        where: sql.raw(`status in (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`),
      })
      .returning({ id: commerce_orders.id });
    return created?.id ?? null;
  });
}

/** Creates the session's cart, or returns the one another request created meanwhile. */
export async function createCartOrder(
  options: LocalCommerceOptions,
  input: CartInput,
): Promise<CommerceOrder> {
  const { db } = options;
  for (let attempt = 1; ; attempt++) {
    let id: string | null;
    try {
      id = await insertCartOrder(options, input);
    } catch (err) {
      if (!isUniqueViolation(err, ORDER_NUMBER_UNIQUE)) throw err;
      // The sequence handed out a number already stored (it was behind the orders,
      // docs/decisions/0015): move it past them and draw the next number.
      if (attempt >= CART_ATTEMPTS)
        throw new CommerceError('unavailable', 'The cart could not be created.', 503);
      await repairSequences(db, { only: [commerce_order_number_seq.seqName!] });
      continue;
    }
    if (id) return (await loadOrder(db, id))!;
    // Another request created the location's cart meanwhile (the only conflict ignored).
    const existing = await findCartOrder(options);
    if (existing) return existing;
    // …and placed or cancelled before we could read it: create the next one.
    if (attempt >= CART_ATTEMPTS)
      throw new CommerceError('unavailable', 'The cart could not be created.', 503);
  }
}
