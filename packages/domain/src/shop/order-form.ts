import { DEFAULT_POWER_BRACELET_ENGRAVING } from '../constants';
import { isDeliveryDateAllowed } from './delivery';
import { isEngravingTooLong, symbolKeyOfImage, transformEngravingText } from './engraving';
import { isLimitNumberFree, isSoldOut } from './limited';
import { isSpecialColor, isTextEngraving, type EngravingType, type ShopOrderType } from './lookups';
import { allowsEngraving, findLength, lengthOptions } from './prices';
import { defaultLength } from './sizes';
import { buildSku, parseSku, withLength } from './sku';
import type { JewelryGroup, ProductGroup, SelectionState } from './types';

/**
 * The order form of a jewelry group (001 §2, §4, §5): its defaults, the order-type rules of
 * power bracelets and the ring of the year, and its validation. Pure: the form keeps an
 * OrderForm in state and calls these.
 */

/** The engraving part of a selection. */
export interface Engraving {
  engravingType: EngravingType | null;
  engravingText: string;
  engravingImage: string | null;
}

/** The form's state: the selection plus the engraving a nocommission switch put aside. */
export interface OrderForm {
  selection: SelectionState;
  storedEngraving: Engraving | null;
}

const NO_ENGRAVING: Engraving = { engravingType: null, engravingText: '', engravingImage: null };

export function isPowerBracelet(group: ProductGroup): boolean {
  return group.metaType === 'jewelry' && group.hasDefaultEngravingPowerBracelet;
}

/** 001 §4: ring of the year and power bracelets start as commission, others as nocommission. */
export function defaultOrderType(group: ProductGroup): ShopOrderType {
  return group.isRingOfTheYear || isPowerBracelet(group) ? 'commission' : 'nocommission';
}

/** 001 §4: the order types the form offers; the ring of the year is fixed to commission. */
export function orderTypeOptions(group: ProductGroup): ShopOrderType[] {
  return group.isRingOfTheYear ? ['commission'] : ['commission', 'nocommission'];
}

/**
 * 001 §4: a power bracelet's default engraving: its standard engraving, else the text "Liebe".
 * Engraved as a text block (type 1, ours).
 */
export function defaultEngraving(group: ProductGroup): Engraving {
  const text = group.standardEngraving?.trim() || DEFAULT_POWER_BRACELET_ENGRAVING;
  return { engravingType: 1, engravingText: transformEngravingText(text), engravingImage: null };
}

export function engravingOf(selection: SelectionState): Engraving {
  return {
    engravingType: selection.engravingType,
    engravingText: selection.engravingText,
    engravingImage: selection.engravingImage,
  };
}

/** The lengths offered for a metal colour (article, then special). */
export function lengthsOf(group: JewelryGroup, metalColor: SelectionState['metalColor']): number[] {
  return metalColor === null ? [] : lengthOptions(group, metalColor).map((o) => o.option.length);
}

/** 001 §4: a fresh form (also after a successful add-to-cart, which resets the selection). */
export function initialOrderForm(group: JewelryGroup): OrderForm {
  const metalColor = group.metalColors.length === 1 ? group.metalColors[0]! : null;
  // The default length needs a colour; with several colours it follows the first.
  const lengths = lengthsOf(group, metalColor ?? group.metalColors[0] ?? null);
  return {
    selection: {
      length: defaultLength(group.productType, lengths),
      metalColor,
      specialColor: null,
      ...NO_ENGRAVING,
      orderType: defaultOrderType(group),
      note: '',
      endCustomerName: '',
      orderNumber: '',
      requestedDeliveryDate: null,
      yearlyRingId: null,
    },
    storedEngraving: null,
  };
}

/** 001 §4: while a power bracelet is nocommission, its engraving is the forced default. */
export function isEngravingLocked(form: OrderForm, group: ProductGroup): boolean {
  return isPowerBracelet(group) && form.selection.orderType === 'nocommission';
}

/**
 * 001 §4, the order-type state machine: the ring of the year stays commission; switching a power
 * bracelet to nocommission stores its engraving and forces the default one; switching back
 * restores the stored engraving. Other groups just switch.
 */
export function switchOrderType(
  form: OrderForm,
  group: ProductGroup,
  to: ShopOrderType,
): OrderForm {
  if (group.isRingOfTheYear || form.selection.orderType === to) {
    return group.isRingOfTheYear && form.selection.orderType !== 'commission'
      ? { ...form, selection: { ...form.selection, orderType: 'commission' } }
      : form;
  }
  if (!isPowerBracelet(group)) return { ...form, selection: { ...form.selection, orderType: to } };
  if (to === 'nocommission') {
    return {
      selection: { ...form.selection, ...defaultEngraving(group), orderType: to },
      storedEngraving: engravingOf(form.selection),
    };
  }
  return {
    selection: { ...form.selection, ...(form.storedEngraving ?? NO_ENGRAVING), orderType: to },
    storedEngraving: null,
  };
}

/** Changes the engraving unless it is locked (a nocommission power bracelet). */
export function setEngraving(
  form: OrderForm,
  group: ProductGroup,
  engraving: Partial<Engraving>,
): OrderForm {
  if (isEngravingLocked(form, group)) return form;
  return { ...form, selection: { ...form.selection, ...engraving } };
}

/**
 * Changes the metal colour; a length the new colour does not offer gives way to the default.
 */
export function setMetalColor(
  form: OrderForm,
  group: JewelryGroup,
  metalColor: SelectionState['metalColor'],
): OrderForm {
  const lengths = lengthsOf(group, metalColor);
  const keep = form.selection.length !== null && lengths.includes(form.selection.length);
  return {
    ...form,
    selection: {
      ...form.selection,
      metalColor,
      length: keep ? form.selection.length : defaultLength(group.productType, lengths),
    },
  };
}

/** 001 §5: the ring of the year's commission needs the end customer's name. */
export function requiresEndCustomerName(group: ProductGroup, selection: SelectionState): boolean {
  return group.isRingOfTheYear && selection.orderType === 'commission';
}

/** The message keys of docs/shop.md "Order form errors". */
export const SHOP_ERRORS = {
  required: 'form-general.required-field',
  commission: 'shop.error.commission',
  notOffered: 'shop.error.not-offered',
  engravingTooLong: 'shop.error.engraving-too-long',
  deliveryDateTooEarly: 'shop.error.delivery-date-too-early',
  soldOut: 'shop.error.sold-out',
  limitNumberTaken: 'shop.error.limit-number-taken',
} as const;

export type SelectionField = keyof SelectionState | 'commission';
export type SelectionErrors = Partial<Record<SelectionField, string>>;

export interface SelectionContext {
  /** The location's calendar day, YYYY-MM-DD. */
  today: string;
  /** delivery_time of the selected SKU in weeks (001 §3 SKU metadata). */
  deliveryTimeWeeks: number;
  /** The free limit numbers of the group (ring of the year), ascending. */
  freeLimitNumbers: readonly number[];
}

/**
 * Everything that stops an add-to-cart (001 §5), per field, as message keys. Empty means the
 * selection can be added. The API runs the same function before it adds a line item.
 */
export function validateSelection(
  group: JewelryGroup,
  selection: SelectionState,
  context: SelectionContext,
): SelectionErrors {
  const errors: SelectionErrors = {};
  const mc = selection.metalColor;
  if (mc === null) errors.metalColor = SHOP_ERRORS.required;
  else if (!group.metalColors.includes(mc)) errors.metalColor = SHOP_ERRORS.notOffered;
  if (mc !== null && group.metalColors.includes(mc) && lengthsOf(group, mc).length > 0) {
    if (selection.length === null) errors.length = SHOP_ERRORS.required;
    else if (!findLength(group, mc, selection.length)) errors.length = SHOP_ERRORS.notOffered;
  }
  if (selection.specialColor !== null) {
    if (!group.allowSpecialColor || !isSpecialColor(selection.specialColor))
      errors.specialColor = SHOP_ERRORS.notOffered;
  }
  if (selection.engravingType !== null) {
    if (!allowsEngraving(group)) errors.engravingType = SHOP_ERRORS.notOffered;
    else if (isTextEngraving(selection.engravingType)) {
      if (transformEngravingText(selection.engravingText) === '')
        errors.engravingText = SHOP_ERRORS.required;
      else if (isEngravingTooLong(selection.engravingText))
        errors.engravingText = SHOP_ERRORS.engravingTooLong;
    } else if (!selection.engravingImage) errors.engravingImage = SHOP_ERRORS.required;
    else if (
      selection.engravingImage.startsWith('symbol:') &&
      symbolKeyOfImage(selection.engravingImage) === null
    )
      errors.engravingImage = SHOP_ERRORS.notOffered;
  }
  if (!orderTypeOptions(group).includes(selection.orderType))
    errors.orderType = SHOP_ERRORS.notOffered;
  if (requiresEndCustomerName(group, selection) && selection.endCustomerName.trim() === '') {
    errors.endCustomerName = SHOP_ERRORS.required;
    errors.commission = SHOP_ERRORS.commission;
  }
  if (group.isRingOfTheYear) {
    if (isSoldOut(context.freeLimitNumbers)) errors.yearlyRingId = SHOP_ERRORS.soldOut;
    else if (selection.yearlyRingId === null) errors.yearlyRingId = SHOP_ERRORS.required;
    else if (!isLimitNumberFree(context.freeLimitNumbers, selection.yearlyRingId))
      errors.yearlyRingId = SHOP_ERRORS.limitNumberTaken;
  }
  if (
    selection.requestedDeliveryDate !== null &&
    selection.requestedDeliveryDate !== '' &&
    !isDeliveryDateAllowed(
      selection.requestedDeliveryDate,
      context.today,
      context.deliveryTimeWeeks,
    )
  )
    errors.requestedDeliveryDate = SHOP_ERRORS.deliveryDateTooEarly;
  return errors;
}

/** The SKUs of a complete selection (docs/shop.md "SKUs of a selection"). */
export interface SelectionSkus {
  /** The commerce SKU the line item is added with (priced, listed by code). */
  skuCode: string;
  /** The full code as ordered: length block and markers (metadata article_nr_src). */
  fullCode: string;
  /** Whether the length is a special length. */
  specialLength: boolean;
}

/**
 * The SKUs of a selection: an article length's SKU is the base SKU with that length block; a
 * special length is ordered on the base SKU itself (no block) and marked -SL in the full code;
 * a special colour adds -Cn. Null while the selection lacks a colour or a needed length.
 */
export function selectionSkus(
  group: JewelryGroup,
  selection: SelectionState,
): SelectionSkus | null {
  const mc = selection.metalColor;
  const base = mc === null ? undefined : group.baseSkus[mc];
  if (mc === null || base === undefined) return null;
  let skuCode = base;
  let length: number | null = null;
  let specialLength = false;
  if (lengthsOf(group, mc).length > 0) {
    if (selection.length === null) return null;
    const chosen = findLength(group, mc, selection.length);
    if (!chosen) return null;
    length = chosen.option.length;
    specialLength = chosen.kind === 'special';
    if (!specialLength) skuCode = withLength(base, length);
  }
  const fullCode = buildSku({
    ...parseSku(base),
    length,
    specialColor: selection.specialColor,
    specialLength,
  });
  return { skuCode, fullCode, specialLength };
}
