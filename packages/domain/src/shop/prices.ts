import type { EngravingType, MetalColor } from './lookups';
import { isTextEngraving } from './lookups';
import { toCents } from './money';
import type { JewelryGroup, LengthOption, LineItemPrices, SelectionState } from './types';

/**
 * Price composition (001 §3 line item metadata "prices", 001 §4): a line's unit price is the
 * base price plus the special-colour and special-length surcharges; the engraving is priced by
 * its line item option. All amounts are minor units.
 */

export interface PriceComposition extends LineItemPrices {
  engraving_amount_cents: number;
}

/** The sum of a composition: base + special colour + special length + engraving. */
export function composedTotalCents(parts: PriceComposition): number {
  return (
    parts.base_amount_cents +
    parts.special_color_amount_cents +
    parts.final_length_amount_cents +
    parts.engraving_amount_cents
  );
}

/** The unit amount of the line item itself (the engraving is its option). */
export function unitAmountCents(prices: LineItemPrices): number {
  return (
    prices.base_amount_cents + prices.special_color_amount_cents + prices.final_length_amount_cents
  );
}

export type LengthKind = 'article' | 'special';

export interface ChosenLength {
  kind: LengthKind;
  option: LengthOption;
}

/** The length options of a metal colour: the article lengths, then the special ones. */
export function lengthOptions(group: JewelryGroup, metalColor: MetalColor): ChosenLength[] {
  return [
    ...(group.articleLengths[metalColor] ?? []).map((option) => ({
      kind: 'article' as const,
      option,
    })),
    ...(group.specialLengths[metalColor] ?? []).map((option) => ({
      kind: 'special' as const,
      option,
    })),
  ];
}

/** The article or special length option of a length, or null when the colour does not offer it. */
export function findLength(
  group: JewelryGroup,
  metalColor: MetalColor,
  length: number,
): ChosenLength | null {
  return lengthOptions(group, metalColor).find((o) => o.option.length === length) ?? null;
}

/** Whether a metal colour of the group is offered in lengths. */
export function hasLengths(group: JewelryGroup, metalColor: MetalColor): boolean {
  return lengthOptions(group, metalColor).length > 0;
}

/** Power bracelets carry a (default) engraving even when the group offers none to choose. */
export function allowsEngraving(group: JewelryGroup): boolean {
  return group.allowEngraving || group.hasDefaultEngravingPowerBracelet;
}

/** The engraving surcharge of a type in major units (0 when the group names none). */
export function engravingPrice(group: JewelryGroup, type: EngravingType | null): number {
  if (type === null || !allowsEngraving(group)) return 0;
  return group.engravingPrices[type] ?? 0;
}

export class PriceCompositionError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PriceCompositionError';
  }
}

/**
 * The composition of a complete selection from the group's prices (major units of `currency`).
 * `basePrice` is the price of the special-length SKU (the group's base SKU) from the commerce
 * API; article lengths carry their own price. Throws a PriceCompositionError for a selection the
 * group does not offer (validateSelection reports those to the form first).
 */
export function composePrice(
  group: JewelryGroup,
  selection: Pick<
    SelectionState,
    'metalColor' | 'length' | 'specialColor' | 'engravingType' | 'engravingText' | 'engravingImage'
  >,
  currency: string,
  basePrice: number | null,
): PriceComposition {
  const mc = selection.metalColor;
  if (mc === null || !group.metalColors.includes(mc))
    throw new PriceCompositionError('metal colour not offered');
  let base = basePrice;
  let lengthSurcharge = 0;
  if (hasLengths(group, mc)) {
    if (selection.length === null) throw new PriceCompositionError('length missing');
    const chosen = findLength(group, mc, selection.length);
    if (!chosen) throw new PriceCompositionError('length not offered');
    if (chosen.kind === 'article') base = chosen.option.price;
    else lengthSurcharge = chosen.option.price;
  }
  if (base === null) throw new PriceCompositionError('base price missing');
  let colorSurcharge = 0;
  if (selection.specialColor !== null) {
    if (!group.allowSpecialColor) throw new PriceCompositionError('special colour not offered');
    colorSurcharge = group.specialColorPrices[mc] ?? 0;
  }
  const engraved =
    selection.engravingType !== null &&
    (isTextEngraving(selection.engravingType)
      ? selection.engravingText.trim() !== ''
      : Boolean(selection.engravingImage));
  if (selection.engravingType !== null && !allowsEngraving(group))
    throw new PriceCompositionError('engraving not offered');
  return {
    base_amount_cents: toCents(base, currency),
    special_color_amount_cents: toCents(colorSurcharge, currency),
    final_length_amount_cents: toCents(lengthSurcharge, currency),
    engraving_amount_cents: engraved
      ? toCents(engravingPrice(group, selection.engravingType), currency)
      : 0,
  };
}
