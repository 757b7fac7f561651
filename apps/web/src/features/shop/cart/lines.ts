import type { CartSort } from '@maison/domain/constants';
import {
  cartLine,
  cartLineQuantityOptions,
  isSpecialColor,
  lineProduct,
  quantityInCart,
  sortCartLines,
  type CartLine,
  type ProductGroup,
  type QuantityOption,
  type SpecialColor,
} from '@maison/domain/shop';
import type { ShopOrder } from '../api';

/** A cart line with what the page needs besides 001 §3 "Cart line (display)". */
export interface CartEntry {
  line: CartLine;
  /** The full SKU code as ordered (`metadata.article_nr_src`). */
  articleNumber: string;
  /** The special colour (`metadata.special_color`; the domain's cart line leaves it out). */
  specialColor: SpecialColor | null;
  /** The group shows lengths as size labels (S, M, L, XL). */
  useSizeLabels: boolean;
  /** A service item's quantity options (001 §2, §5); null for jewelry or an unknown group. */
  quantityOptions: QuantityOption[] | null;
}

/**
 * The order's lines for display, sorted (001 §2, §9). Names and descriptions come from the
 * product groups in the page's language; a line whose group is gone keeps the order's name.
 */
export function cartEntries(
  order: Pick<ShopOrder, 'line_items' | 'line_item_options'>,
  groups: readonly ProductGroup[],
  sort: CartSort,
): CartEntry[] {
  const byId = new Map(groups.map((group) => [group.uuid, group]));
  const entries = order.line_items.map((answered): CartEntry => {
    // The API documents any number here; the domain's special colours are 1–9.
    const specialColor = isSpecialColor(answered.metadata.special_color)
      ? answered.metadata.special_color
      : null;
    const item = { ...answered, metadata: { ...answered.metadata, special_color: specialColor } };
    const group = byId.get(item.metadata.article_group_id);
    const product = lineProduct(group?.products ?? [], item.metadata.article_metal_color);
    const line = cartLine(
      {
        ...item,
        name: group?.name ?? item.name,
        image_url: item.image_url ?? product?.imageMain ?? group?.products[0]?.imageMain ?? null,
      },
      order.line_item_options,
      product?.name2 ?? '',
    );
    let quantityOptions: QuantityOption[] | null = null;
    if (group?.metaType === 'service_item') {
      const inCart = quantityInCart(order.line_items, item.sku_code);
      quantityOptions = cartLineQuantityOptions(group, item.quantity, inCart);
      // A quantity the rules no longer offer stays selectable as what the line holds.
      if (!quantityOptions.some((o) => o.quantity === item.quantity))
        quantityOptions = [
          { quantity: item.quantity, available: true, hint: null },
          ...quantityOptions,
        ];
    }
    return {
      line,
      articleNumber: item.metadata.article_nr_src,
      specialColor,
      useSizeLabels: group?.useSizeLabels ?? false,
      quantityOptions,
    };
  });
  const byLine = new Map(entries.map((entry) => [entry.line.id, entry]));
  return sortCartLines(
    entries.map((entry) => entry.line),
    sort,
  ).map((line) => byLine.get(line.id)!);
}
