import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, type PermissionSubject } from '../permissions';
import {
  ACTION_TEXT_FIELD,
  INVENTORY_ACTIONS,
  PORTAL_MESSAGES,
  SELL_IN_ACTIONS,
  SELL_OUT_ACTIONS,
  SHARED_ACTIONS,
  actionFitsState,
  actionRuleErrors,
  availableActions,
  canSaveAction,
  isSaleUserChosen,
  normalizeSaleUser,
  type InventoryAction,
} from './actions';

const SELL_IN = { sell_out_date: null, is_archived: false };
const ARCHIVED = { sell_out_date: null, is_archived: true };
const SOLD = { sell_out_date: '2026-02-03', is_archived: false };
const TODAY = '2026-03-15';

describe('sale_user normalisation (002 §5)', () => {
  it('sends none and empty as null, ids as numbers', () => {
    expect(normalizeSaleUser('none')).toBeNull();
    expect(normalizeSaleUser('')).toBeNull();
    expect(normalizeSaleUser('  ')).toBeNull();
    expect(normalizeSaleUser(null)).toBeNull();
    expect(normalizeSaleUser(undefined)).toBeNull();
    expect(normalizeSaleUser('42')).toBe(42);
    expect(normalizeSaleUser(42)).toBe(42);
  });

  it('marks anything else as invalid (undefined)', () => {
    for (const bad of ['abc', '4.5', '-3', 0, -1, 1.5, true, {}, [], '1e3'])
      expect(normalizeSaleUser(bad)).toBeUndefined();
  });

  it('is a number, null or undefined for any input and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const out = normalizeSaleUser(value);
        expect(out === null || out === undefined || (Number.isSafeInteger(out) && out > 0)).toBe(
          true,
        );
      }),
    );
  });

  it('counts none as a choice and empty as no choice', () => {
    expect(isSaleUserChosen('none')).toBe(true);
    expect(isSaleUserChosen('7')).toBe(true);
    expect(isSaleUserChosen('')).toBe(false);
    expect(isSaleUserChosen(undefined)).toBe(false);
  });
});

describe('item state → actions (002 §4)', () => {
  it('sell-in items allow the sell-in and shared actions', () => {
    for (const a of SELL_IN_ACTIONS) expect(actionFitsState(a, SELL_IN)).toBe(true);
    for (const a of SELL_OUT_ACTIONS) expect(actionFitsState(a, SELL_IN)).toBe(false);
    for (const a of SHARED_ACTIONS) expect(actionFitsState(a, SELL_IN)).toBe(true);
  });

  it('sell-out items allow the sell-out and shared actions', () => {
    for (const a of SELL_IN_ACTIONS) expect(actionFitsState(a, SOLD)).toBe(false);
    for (const a of SELL_OUT_ACTIONS) expect(actionFitsState(a, SOLD)).toBe(true);
    for (const a of SHARED_ACTIONS) expect(actionFitsState(a, SOLD)).toBe(true);
  });

  it('an archived item can be unarchived but not sold; request_change is for orders only', () => {
    expect(actionFitsState('set_archive_status', ARCHIVED)).toBe(true);
    expect(actionFitsState('sell_out', ARCHIVED)).toBe(false);
    expect(actionFitsState('request_change', SELL_IN)).toBe(false);
    expect(actionFitsState('request_change', SOLD)).toBe(false);
  });

  it('offers only permitted actions, and change_location only with several locations', () => {
    const viewer: PermissionSubject = {
      is_superuser: false,
      portal_locations: [{ location: 1, permissions: ['inventory:view_current'] }],
    };
    expect(availableActions(viewer, { ...SELL_IN, location: 1 }, { locationCount: 1 })).toEqual([]);
    const all: PermissionSubject = {
      is_superuser: false,
      portal_locations: [{ location: 1, permissions: [...PERMISSIONS] }],
    };
    const single = availableActions(all, { ...SELL_IN, location: 1 }, { locationCount: 1 });
    expect(single).not.toContain('change_location');
    expect(single).toContain('sell_out');
    expect(availableActions(all, { ...SELL_IN, location: 1 }, { locationCount: 2 })).toContain(
      'change_location',
    );
    expect(availableActions(all, { ...SELL_IN, location: 2 }, { locationCount: 2 })).toEqual([]);
    expect(availableActions(all, { ...SOLD, location: 1 }, { locationCount: 2 })).toEqual([
      'update_sale_user',
      'delete_sell_out',
      'history',
      'set_client_note',
    ]);
  });
});

describe('save enable (002 §5)', () => {
  it('needs a non-empty reason for book_out, set_archive_status and delete_sell_out', () => {
    for (const a of ['book_out', 'set_archive_status', 'delete_sell_out'] as const) {
      expect(canSaveAction(a, {})).toBe(false);
      expect(canSaveAction(a, { reason: '   ' })).toBe(false);
      expect(canSaveAction(a, { reason: 'Beschädigt' })).toBe(true);
    }
  });

  it('needs a note, change information, a target location', () => {
    expect(canSaveAction('set_client_note', { note: '' })).toBe(false);
    expect(canSaveAction('set_client_note', { note: 'Reserviert' })).toBe(true);
    expect(canSaveAction('request_change', { change_information: '' })).toBe(false);
    expect(canSaveAction('request_change', { change_information: 'Größe 54' })).toBe(true);
    expect(canSaveAction('change_location', { target_location: null })).toBe(false);
    expect(canSaveAction('change_location', { target_location: 4 })).toBe(true);
  });

  it('set_virtual_storage is always valid', () => {
    expect(canSaveAction('set_virtual_storage', {})).toBe(true);
  });

  it('sell_out needs a sale_user choice (none counts) and a sale date in the window', () => {
    expect(canSaveAction('sell_out', { sale_date: TODAY })).toBe(false);
    expect(canSaveAction('sell_out', { sale_user: 'none', sale_date: TODAY })).toBe(true);
    expect(canSaveAction('sell_out', { sale_user: 3, sale_date: '' })).toBe(false);
    expect(canSaveAction('sell_out', { sale_user: 3, sale_date: TODAY }, { today: TODAY })).toBe(
      true,
    );
    expect(
      canSaveAction('sell_out', { sale_user: 3, sale_date: '2026-03-16' }, { today: TODAY }),
    ).toBe(false);
  });

  it('update_sale_user needs a sale user (none or empty is not one)', () => {
    expect(canSaveAction('update_sale_user', { sale_user: 'none' })).toBe(false);
    expect(canSaveAction('update_sale_user', { sale_user: '' })).toBe(false);
    expect(canSaveAction('update_sale_user', { sale_user: '12' })).toBe(true);
  });

  it('agrees with the server rules: what may be saved passes actionRuleErrors', () => {
    const text = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ maxLength: 5 }));
    const draft = fc.record(
      {
        reason: text,
        note: text,
        change_information: text,
        target_location: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 9 })),
        sale_user: fc.oneof(fc.constant('none'), fc.constant(''), fc.integer({ min: 1, max: 9 })),
        sale_date: fc.constantFrom('', TODAY, '2026-03-01', '2026-01-15', '2026-04-01'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom(...INVENTORY_ACTIONS), draft, (action: InventoryAction, d) => {
        const context = { today: TODAY, sellInDate: '2025-12-24', location: 1 };
        const errors = actionRuleErrors(action, d, context);
        const targetIsSame = action === 'change_location' && d.target_location === 1;
        // What the modal may save, the server accepts (sale_user as sent: none/empty → null).
        const sent = {
          ...d,
          ...('sale_user' in d ? { sale_user: normalizeSaleUser(d.sale_user) } : {}),
        };
        if (canSaveAction(action, d, context) && !targetIsSame)
          expect(actionRuleErrors(action, sent, context)).toEqual({});
        // Texts: the server refuses exactly what the modal does not save.
        if (ACTION_TEXT_FIELD[action])
          expect(Object.keys(errors).length === 0).toBe(canSaveAction(action, d, context));
      }),
    );
  });
});

describe('actionRuleErrors', () => {
  const context = { today: TODAY, sellInDate: '2026-02-10', location: 1 };

  it('reports missing and blank texts in DRF words', () => {
    expect(actionRuleErrors('book_out', {}, context)).toEqual({
      reason: [PORTAL_MESSAGES.required],
    });
    expect(actionRuleErrors('set_client_note', { note: ' ' }, context)).toEqual({
      note: [PORTAL_MESSAGES.blank],
    });
  });

  it('refuses a move to the same location', () => {
    expect(actionRuleErrors('change_location', { target_location: 1 }, context)).toEqual({
      target_location: [PORTAL_MESSAGES.sameLocation],
    });
  });

  it('names the earliest allowed sale date', () => {
    expect(
      actionRuleErrors('sell_out', { sale_user: null, sale_date: '2026-02-01' }, context),
    ).toEqual({ sale_date: [PORTAL_MESSAGES.saleDateTooEarly('2026-02-10')] });
    expect(
      actionRuleErrors('sell_out', { sale_user: null, sale_date: '2026-03-16' }, context),
    ).toEqual({ sale_date: [PORTAL_MESSAGES.saleDateFuture] });
    expect(actionRuleErrors('sell_out', { sale_user: 'x', sale_date: TODAY }, context)).toEqual({
      sale_user: [PORTAL_MESSAGES.unknownObject('x')],
    });
  });
});
