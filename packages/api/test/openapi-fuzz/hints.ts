import fc from 'fast-check';
import { DEMO_PASSWORD } from '@maison/db';
import {
  FORM_ACTIONS,
  INVENTORY_AGGREGATE_DIMENSIONS,
  INVENTORY_SORT_COLUMNS,
  LOCALES,
  OPEN_ORDER_AGGREGATE_DIMENSIONS,
  OPEN_ORDER_DATE_FIELDS,
  OPEN_ORDER_SORT_COLUMNS,
  TABLE_IDS,
} from '@maison/domain';
import { Dyn } from '../generated-helpers';
import type { Op } from '../openapi-kit/document';
import type { Hints } from '../openapi-kit/values';
import { FLORA, RING_BOX, ROTY, selection } from '../shop-helpers';
import {
  FOREIGN_LOCATION,
  JEWELER_STORE_UUID,
  MUSEUM_STORY,
  STRONG_PASSWORDS,
  THROWAWAY_STORY,
  w,
} from './world';

/** The fixture's values per property or parameter name, mixed into the generated requests. */

const day = () =>
  fc.oneof(
    fc
      .date({ min: new Date('2019-01-01'), max: new Date('2031-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constant(new Date().toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-30', '2026-13-01', '0000-01-01', '', '2026-1-1', '20260101'),
  );
const text = () =>
  fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', '   ', 'x'.repeat(2001), 'Ä\u0301 ring 💍', 'a\u0000b'),
  );
const locationIds = () =>
  fc.oneof(
    fc.constantFrom(1, 2, 4, 5, FOREIGN_LOCATION, 9, 999_999, 0, -1),
    fc.integer({ min: 1, max: 12 }),
  );
export const pick = <T>(values: () => readonly T[]) =>
  fc.nat().map((n) => new Dyn(() => values()[n % Math.max(values().length, 1)] ?? null));

const rarely = (real: fc.Arbitrary<unknown>) =>
  fc.oneof({ weight: 1, arbitrary: real }, { weight: 2, arbitrary: fc.uuid() });

const actionParameters = () =>
  fc.record(
    {
      available_in_virtual_storage: fc.oneof(fc.boolean(), fc.constant(null), fc.jsonValue()),
      is_archived: fc.oneof(fc.boolean(), fc.jsonValue()),
      reason: text(),
      target_location: fc.oneof(locationIds(), fc.string({ maxLength: 5 }), fc.constant(null)),
      sale_user: fc.oneof(
        pick(() => w.ids.saleUsers),
        fc.constantFrom(null, 'none', '', 'x', 0, 2 ** 40),
      ),
      sale_date: day(),
      sell_out_price: fc.oneof(fc.double({ min: -1, max: 2e12, noNaN: true }), fc.integer()),
      sell_out_currency: fc.constantFrom('EUR', 'CHF', 'JPY', 'XXX', null),
      note: text(),
      change_information: text(),
    },
    { requiredKeys: [] },
  );

export function hintsFor(op: Op): Hints {
  const p = op.path;
  return (name) => {
    // Path parameters by route.
    if (name === 'id' && p.includes('/inventory/{id}')) return pick(() => w.ids.items);
    if (name === 'id' && p.startsWith('/api/v1/locations/{id}')) return locationIds();
    // Real cart ids now and then: a hit deletes, places or mails, which costs a refill.
    if (name === 'id' && p.includes('/line-items/{id}')) {
      const real = pick(() => [...w.carts.jeweler.lineItems, ...w.carts.admin.lineItems]);
      return op.method === 'DELETE' ? rarely(real) : real;
    }
    if (name === 'id' && p.includes('/orders/{id}'))
      return rarely(pick(() => [w.carts.jeweler.order, w.carts.admin.order]));
    if (name === 'id' && p.includes('/mailbox/{id}')) return pick(() => w.ids.mails);
    if (name === 'id' && p.includes('/a/{id}')) return pick(() => w.ids.assets.map((a) => a.id));
    if (name === 'uuid' && p.includes('/cms/stories/'))
      return fc.constantFrom(THROWAWAY_STORY, '00000000-0000-4000-8000-000000000000');
    if (name === 'uuid' && p.includes('/forms/{uuid}'))
      return rarely(pick(() => [w.ids.contactUuid, w.ids.newsletterUuid]));
    if (name === 'item_id' && p.includes('/open-orders/{item_id}'))
      return pick(() => w.ids.throwawayOrders);
    if (name === 'slug') return fc.constantFrom('marke/schmuckmuseum', 'newsletter', 'home');
    if (name === 'filename') return pick(() => w.ids.assets.map((a) => a.filename));
    // The image service's operations (decision 0025): the offered ones and near misses.
    if (name === 'resize') return fc.constantFrom('889x0', '1600x0', '890x0', '889x889', '0x0');
    if (name === 'filters') {
      return fc.constantFrom('filters:format(avif)', 'filters:format(webp)', 'filters:format(png)');
    }
    if (name === 'name') return pick(() => w.ids.images);
    switch (name) {
      case 'tableId':
        return fc.constantFrom(...TABLE_IDS);
      case 'item_id':
        return fc.oneof(
          pick(() => w.ids.throwawaySerials),
          pick(() => w.ids.throwawayOrders),
          fc.constantFrom('SN-UNKNOWN', 0, -1, 2 ** 31),
        );
      case 'parameters':
        return actionParameters();
      case 'actions':
        return fc.array(
          fc.record({
            item_id: hintsFor(op)('item_id') as fc.Arbitrary<unknown>,
            action: fc.constantFrom(
              'set_virtual_storage',
              'set_archive_status',
              'change_location',
              'sell_out',
              'update_sale_user',
              'delete_sell_out',
              'set_client_note',
              'book_out',
              'request_change',
            ),
            parameters: actionParameters(),
          }),
          { minLength: 1, maxLength: 3 },
        );
      case 'location__in':
        return fc.oneof(
          locationIds(),
          fc.constantFrom('1,2', '4,5', `1,${FOREIGN_LOCATION}`, 'none', '1,,2'),
        );
      case 'order_by':
        return fc
          .tuple(
            fc.constantFrom(...INVENTORY_SORT_COLUMNS, ...OPEN_ORDER_SORT_COLUMNS),
            fc.boolean(),
          )
          .map(([c, desc]) => (desc ? `-${c}` : c));
      case 'page':
        return fc.constantFrom('1', '2', '3', '0', '-1', '1.5', '99999999999', 'x');
      case 'page_size':
        return fc.constantFrom('1', '5', '50', '201', '0', '-3', 'x');
      case 'table':
        return fc.constantFrom('stock', 'sellIn', 'sellOut', 'archived', 'openOrders');
      case 'metrics':
        return fc.constantFrom(
          'count',
          'count,total_sell_in_value',
          'total_sell_in_value,total_sell_out_value',
          'total_sell_out_value',
          'x',
          '',
          ',',
        );
      case 'aggregate_by':
        return fc.oneof(
          fc.constantFrom(...INVENTORY_AGGREGATE_DIMENSIONS, ...OPEN_ORDER_AGGREGATE_DIMENSIONS),
          fc.constantFrom('location,sell_out_year', 'product,currency', 'x', '', 'none,location'),
        );
      case 'include':
        return fc.constantFrom(
          'location_name',
          'description_de,description_en',
          'sale_user_name',
          'x',
          '',
        );
      case 'date_field':
        return fc.constantFrom(...OPEN_ORDER_DATE_FIELDS, 'sell_out_date', '');
      case 'date_range':
        return fc.constantFrom('currentYear', 'previousYear', 'twoYearsAgo', 'none', 'x');
      case 'sell_in_date__gte':
      case 'sell_in_date__lte':
      case 'sell_out_date__gte':
      case 'sell_out_date__lte':
      case 'order_date__gte':
      case 'order_date__lte':
      case 'created_after':
      case 'created_before':
        return day();
      case 'codes':
        return fc
          .array(
            fc.oneof(
              pick(() => w.ids.skus),
              fc.string({ maxLength: 8 }),
            ),
            { maxLength: 4 },
          )
          .map((codes) => codes.map(String).join(','));
      case 'currency':
        return fc.constantFrom('EUR', 'CHF', 'JPY', 'eur', '');
      case 'language':
        return fc.constantFrom(...LOCALES, 'DE', 'xx');
      case 'action':
        return fc.constantFrom(...FORM_ACTIONS);
      case 'used_website_language':
        return fc.constantFrom('DE', 'EN', 'JA', 'KO', 'ZH-HANS');
      case 'email':
        return fc.oneof(
          fc.constantFrom('jeweler@maison.test', 'admin@maison.test', 'news@example.com'),
          plainEmail(),
          fc.emailAddress(),
        );
      case 'password':
        return fc.constantFrom(DEMO_PASSWORD, ...STRONG_PASSWORDS, 'short', '12345678');
      case 're_password':
      case 'new_password':
        return fc.constantFrom(...STRONG_PASSWORDS, 'short', 'password');
      case 'current_password':
        return fc.constantFrom(
          new Dyn(() => w.pw.jeweler.password),
          new Dyn(() => w.pw.admin.password),
          DEMO_PASSWORD,
        );
      case 'uid':
        return fc.constantFrom(w.ids.activation.uid, w.ids.reset.uid, 'MQ', '');
      case 'token':
        return fc.constantFrom(w.ids.activation.token, w.ids.reset.token, 'x');
      case 'data_agreement':
        return fc.constant(true);
      case 'storyblok_story_uuid':
        return fc.constant(MUSEUM_STORY);
      case 'storyblok_component_uid':
        return fc.constantFrom('museum-form', 'other');
      case 'event_date':
        return fc
          .integer({ min: 1, max: 30 })
          .map((d) => `2030-06-${String(d).padStart(2, '0')}T07:00:00+02:00`);
      case 'store_uuid':
        return fc.constantFrom(JEWELER_STORE_UUID, null);
      case 'article_group_id':
        return fc.constantFrom(FLORA, ROTY, RING_BOX);
      case 'selection':
        return fc.oneof(
          fc.constant(selection()),
          fc
            .record({
              length: fc.constantFrom(50, 56, 60, 44.5, 0, 1000),
              metalColor: fc.constantFrom('GG', 'WG', 'GW', 'XX'),
              engravingType: fc.constantFrom(null, 1, 2, 3),
              engravingText: text(),
              engravingImage: fc.oneof(
                fc.constant(null),
                pick(() => w.ids.images.map((n) => `/api/v1/commerce/engraving-images/${n}`)),
                fc.constantFrom('symbol:heart', 'symbol:x'),
              ),
              orderType: fc.constantFrom('commission', 'nocommission', 'x'),
              requestedDeliveryDate: fc.oneof(fc.constant(null), day()),
              yearlyRingId: fc.constantFrom(null, 1, 365, 366),
              specialColor: fc.constantFrom(null, 1, 9, 10),
            })
            .map((s) => selection(s)),
        );
      case 'quantity':
        return fc.constantFrom(1, 5, 10, 55, 0, -1, 1.5, 100001);
      case 'publish':
        return fc.boolean();
      case 'columnWidths':
        return fc.dictionary(
          fc.constantFrom('index', 'image', 'serial_number', 'x'),
          fc.double({ noNaN: true }),
        );
      default:
        return undefined;
    }
  };
}

/** Addresses Django's EmailField takes (fast-check's RFC addresses mostly are not). */
export const plainEmail = () =>
  fc
    .tuple(fc.stringMatching(/^[a-z0-9]{1,12}$/), fc.constantFrom('example.com', 'maison.test'))
    .map(([local, domain]) => `${local}@${domain}`);
