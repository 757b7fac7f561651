import fc from 'fast-check';
import { DEMO_PASSWORD } from '@maison/db';
import { eventDateForSending, FORM_ACTIONS } from '@maison/domain';
import { pick, plainEmail } from './hints';
import { JEWELER_STORE_UUID, MUSEUM_STORY, STRONG_PASSWORDS, w } from './world';

/** Request bodies that pass validation, for the operations that need them. */

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/** The minimal valid fields of each form action (forms/kit.ts's `minimal`). */
function formTemplate(action: string, email: string): Record<string, unknown> {
  const person = { gender: 'W', first_name: 'Anna', last_name: 'Berger', email };
  const common = { action, used_website_language: 'DE' };
  switch (action) {
    case 'REGISTRATION':
      return { ...common, email, data_agreement: true, selected_language: null };
    case 'CONTACT_FORM':
      return { ...common, email, message: 'Guten Tag', data_agreement: true };
    case 'APPOINTMENT_REQUEST':
      return {
        ...common,
        ...person,
        mobile_phone: '+49 170 1234567',
        appointment_request: 'Samstag',
        data_agreement: true,
      };
    case 'ADDRESS_FORM':
      return {
        ...common,
        ...person,
        address_street: 'Maximilianstraße',
        address_number: '12',
        address_zip_code: '80539',
        address_city: 'München',
        address_country: 'DE',
        data_agreement: true,
      };
    case 'NEWSLETTER_SUBSCRIBE':
      return { ...common, ...person, data_agreement: true };
    case 'NEWSLETTER_UNSUBSCRIBE':
      return { ...common, email };
    case 'EVENT_REGISTRATION':
      return {
        ...common,
        ...person,
        event_date: eventDateForSending('2030-06-04'),
        data_agreement: true,
        storyblok_story_uuid: MUSEUM_STORY,
        storyblok_component_uid: 'museum-form',
      };
    default:
      return {
        action,
        language: 'de',
        customer_lastname: 'Meier',
        jewelry_value: '4500',
        data_agreement: true,
      };
  }
}

/**
 * Bodies that pass validation, for operations whose schema alone rarely yields one (fields
 * that must agree, or rules the schema does not state); a quarter of their bodies.
 */
export const VALID_BODIES: Record<string, () => fc.Arbitrary<unknown>> = {
  'POST /api/v1/users/': () =>
    fc
      .record({ email: plainEmail(), password: fc.constantFrom(...STRONG_PASSWORDS) })
      .map((b) => ({ ...b, re_password: b.password })),
  'POST /api/v1/users/activation/': () => fc.constant(w.ids.activation),
  'POST /api/v1/users/reset-password-confirm/': () =>
    fc.constantFrom(...STRONG_PASSWORDS).map((password) => ({ ...w.ids.reset, password })),
  'POST /api/v1/jwt/create/': () =>
    fc.record({
      email: fc.constantFrom('jeweler@maison.test', 'admin@maison.test', 'Jeweler@Maison.test'),
      password: fc.constantFrom(DEMO_PASSWORD, `${DEMO_PASSWORD} `),
    }),
  'POST /api/v1/forms/': () =>
    fc
      .tuple(
        fc.constantFrom(...FORM_ACTIONS),
        plainEmail(),
        fc.option(fc.constant(JEWELER_STORE_UUID)),
      )
      .map(([action, email, store]) => ({
        ...formTemplate(action, email),
        ...(store ? { store_uuid: store } : {}),
      })),
  'PATCH /api/v1/forms/{uuid}/': () =>
    fc.record(
      {
        message: fc.string({ maxLength: 40 }),
        products: fc.constantFrom('10-1001', '10-1001,20-2003'),
      },
      { requiredKeys: [] },
    ),
  'POST /api/v1/inventory/actions/': () => {
    const serial = () => pick(() => w.ids.throwawaySerials);
    const one = (action: string, item: fc.Arbitrary<unknown>, parameters: fc.Arbitrary<unknown>) =>
      fc.record({ item_id: item, action: fc.constant(action), parameters });
    return fc.record({
      actions: fc.array(
        fc.oneof(
          one('set_client_note', serial(), fc.record({ note: fc.string({ minLength: 1 }) })),
          one('set_virtual_storage', serial(), fc.constant({})),
          one('sell_out', serial(), fc.constant({ sale_user: null, sale_date: yesterday() })),
          one('delete_sell_out', serial(), fc.constant({ reason: 'fuzz' })),
          one(
            'set_archive_status',
            serial(),
            fc.record({ is_archived: fc.boolean(), reason: fc.constant('fuzz') }),
          ),
          one(
            'request_change',
            pick(() => w.ids.throwawayOrders),
            fc.record({ change_information: fc.string({ minLength: 1 }) }),
          ),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    });
  },
  'PATCH /api/v1/commerce/line-items/{id}/': () =>
    fc.record({ quantity: fc.constantFrom(5, 10, 15, 20) }),
};
