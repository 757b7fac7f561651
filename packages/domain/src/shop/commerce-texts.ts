/**
 * The shop's commerce data names its shipping tiers and payment terms in German (docs/shop.md
 * "Weight tiers", "Payment method"). The texts it is configured with are recognised here and
 * shown in the person's language, in the shop and in the order mails; any other text is shown
 * as received (docs/decisions/0040).
 */

export type CommerceText =
  | { key: 'tier.upTo' | 'tier.over'; values: { weight: number; unit: 'gram' | 'kilogram' } }
  | { key: 'invoiceNetDays'; values: { days: number } }
  | { text: string };

const TIER = /^Versicherter Versand (bis|über) (\d+(?:,\d+)?) ?(g|kg)$/;
const INVOICE_NET = /^Rechnung, (\d+) Tage netto$/;

/** A weight tier's name ("Versicherter Versand bis 500 g") as a message and its values. */
export function shippingTierText(name: string): CommerceText {
  const match = TIER.exec(name.trim());
  if (!match) return { text: name };
  return {
    key: match[1] === 'bis' ? 'tier.upTo' : 'tier.over',
    values: {
      weight: Number(match[2]!.replace(',', '.')),
      unit: match[3] === 'kg' ? 'kilogram' : 'gram',
    },
  };
}

/** The payment terms ("Rechnung, 30 Tage netto") as a message and its values. */
export function paymentTermsText(terms: string): CommerceText {
  const match = INVOICE_NET.exec(terms.trim());
  return match ? { key: 'invoiceNetDays', values: { days: Number(match[1]) } } : { text: terms };
}
