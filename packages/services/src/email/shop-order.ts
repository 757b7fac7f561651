import {
  formatCents,
  paymentTermsText,
  shippingTierText,
  type CommerceText,
  type Locale,
  type Order,
} from '@maison/domain';
import escape from 'escape-html';
import type { EmailMessage } from './mailer';

/**
 * The placed-order mails (issue 7, docs/shop.md "Placing"): a confirmation to the jeweler in
 * their language and a notification to the brand (German), listing the lines and totals. The
 * commerce data's German tier names and payment terms are put in the mail's language as the cart
 * shows them (decision 0040).
 */

interface ShopCopy {
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: (number: string, location: string) => string;
  brandIntro: (number: string, location: string, email: string) => string;
  subtotal: string;
  shipping: string;
  total: string;
  quantity: string;
  terms: string;
  closing: string;
  tierUpTo: (weight: string) => string;
  tierOver: (weight: string) => string;
  invoiceNetDays: (days: number) => string;
}

const COPY: Record<Locale, ShopCopy> = {
  de: {
    subject: (n) => `Ihre Bestellung ${n}`,
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    intro: (n, l) => `vielen Dank für Ihre Bestellung ${n} für ${l}. Wir haben sie erhalten:`,
    brandIntro: (n, l, e) => `Neue Bestellung ${n} von ${l} (${e}):`,
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    total: 'Gesamt',
    quantity: 'Menge',
    terms: 'Zahlungsbedingungen',
    closing: 'Mit freundlichen Grüßen\nIhr Maison Team',
    tierUpTo: (w) => `Versicherter Versand bis ${w}`,
    tierOver: (w) => `Versicherter Versand über ${w}`,
    invoiceNetDays: (d) => `Rechnung, ${d} Tage netto`,
  },
  en: {
    subject: (n) => `Your order ${n}`,
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (n, l) => `thank you for your order ${n} for ${l}. We have received it:`,
    brandIntro: (n, l, e) => `New order ${n} from ${l} (${e}):`,
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    total: 'Total',
    quantity: 'Quantity',
    terms: 'Payment terms',
    closing: 'Kind regards\nYour Maison team',
    tierUpTo: (w) => `Insured shipping up to ${w}`,
    tierOver: (w) => `Insured shipping over ${w}`,
    invoiceNetDays: (d) => `Invoice, ${d} days net`,
  },
  ja: {
    subject: (n) => `ご注文 ${n}`,
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    intro: (n, l) => `${l} のご注文 ${n} を承りました。`,
    brandIntro: (n, l, e) => `新規注文 ${n}（${l}、${e}）:`,
    subtotal: '小計',
    shipping: '送料',
    total: '合計',
    quantity: '数量',
    terms: 'お支払い条件',
    closing: 'Maison チーム',
    tierUpTo: (w) => `保険付き配送（${w}まで）`,
    tierOver: (w) => `保険付き配送（${w}超）`,
    invoiceNetDays: (d) => `請求書払い（${d}日以内に全額）`,
  },
  ko: {
    subject: (n) => `주문 ${n}`,
    greeting: (name) => (name ? `${name}님, 안녕하세요.` : '안녕하세요.'),
    intro: (n, l) => `${l}의 주문 ${n}이(가) 접수되었습니다.`,
    brandIntro: (n, l, e) => `새 주문 ${n} (${l}, ${e}):`,
    subtotal: '소계',
    shipping: '배송비',
    total: '합계',
    quantity: '수량',
    terms: '결제 조건',
    closing: 'Maison 팀 드림',
    tierUpTo: (w) => `보험 적용 배송(${w}까지)`,
    tierOver: (w) => `보험 적용 배송(${w} 초과)`,
    invoiceNetDays: (d) => `청구서 결제(${d}일 이내 전액)`,
  },
  'zh-hans': {
    subject: (n) => `您的订单 ${n}`,
    greeting: (name) => (name ? `${name}，您好：` : '您好：'),
    intro: (n, l) => `感谢您为 ${l} 下的订单 ${n}，我们已收到：`,
    brandIntro: (n, l, e) => `新订单 ${n}（${l}，${e}）：`,
    subtotal: '小计',
    shipping: '运费',
    total: '总计',
    quantity: '数量',
    terms: '付款条件',
    closing: 'Maison 团队',
    tierUpTo: (w) => `保价运输（${w}以内）`,
    tierOver: (w) => `保价运输（超过${w}）`,
    invoiceNetDays: (d) => `发票付款，${d}天内全额支付`,
  },
};

export interface ShopOrderMailInput {
  order: Order;
  locationName: string;
  /** The jeweler (the token's user). */
  user: { email: string; first_name: string; language: Locale };
  /** The brand's order inbox (SHOP_ORDERS_EMAIL). */
  brandEmail: string;
  /**
   * The lines' product group names in the jeweler's language, by group uuid
   * (`metadata.article_group_id`); a line without one keeps the commerce data's name.
   */
  groupNames?: Readonly<Record<string, string>>;
}

/** A commerce text (decision 0040) in the mail's language; weights formatted for its locale. */
function commerceText(text: CommerceText, copy: ShopCopy, locale: Locale): string {
  if ('text' in text) return text.text;
  if (text.key === 'invoiceNetDays') return copy.invoiceNetDays(text.values.days);
  const { weight, unit } = text.values;
  const formatted = new Intl.NumberFormat(locale, { style: 'unit', unit }).format(weight);
  return text.key === 'tier.upTo' ? copy.tierUpTo(formatted) : copy.tierOver(formatted);
}

function render(
  order: Order,
  copy: ShopCopy,
  locale: Locale,
  intro: string,
  greeting: string,
  groupNames: Readonly<Record<string, string>> = {},
) {
  const cur = order.currency_code;
  const tiers = order.shipments
    .map((shipment) => shipment.weight_tier_name)
    .filter((name): name is string => Boolean(name))
    .map((name) => commerceText(shippingTierText(name), copy, locale));
  const shipping = tiers.length ? `${copy.shipping} (${tiers.join(', ')})` : copy.shipping;
  const lines = order.line_items.map((l) => {
    const engraving = order.line_item_options
      .filter((o) => o.line_item_id === l.id)
      .reduce((s, o) => s + o.total_amount_cents, 0);
    const name = groupNames[l.metadata.article_group_id] ?? l.name;
    return `${l.metadata.article_nr_src} ${name} – ${copy.quantity} ${l.quantity} – ${formatCents(l.total_amount_cents + engraving, cur)}`;
  });
  const totals = [
    `${copy.subtotal}: ${formatCents(order.subtotal_amount_cents, cur)}`,
    `${shipping}: ${formatCents(order.shipping_amount_cents, cur)}`,
    `${copy.total}: ${formatCents(order.total_amount_cents, cur)}`,
    ...(order.payment_terms
      ? [`${copy.terms}: ${commerceText(paymentTermsText(order.payment_terms), copy, locale)}`]
      : []),
  ];
  const text = [greeting, '', intro, '', ...lines, '', ...totals, '', copy.closing].join('\n');
  const html =
    `<p>${escape(greeting)}</p><p>${escape(intro)}</p><ul>` +
    lines.map((l) => `<li>${escape(l)}</li>`).join('') +
    `</ul><p>${totals.map(escape).join('<br>')}</p><p>${escape(copy.closing).replace(/\n/g, '<br>')}</p>`;
  return { text, html };
}

/** The confirmation to the jeweler and the notification to the brand. */
export function shopOrderMails(input: ShopOrderMailInput): EmailMessage[] {
  const { order, locationName, user, brandEmail, groupNames } = input;
  const language: Locale = COPY[user.language] ? user.language : 'de';
  const mine = COPY[language];
  const brand = COPY.de;
  const jeweler = render(
    order,
    mine,
    language,
    mine.intro(order.number, locationName),
    mine.greeting(user.first_name),
    groupNames,
  );
  const notification = render(
    order,
    brand,
    'de',
    brand.brandIntro(order.number, locationName, user.email),
    brand.greeting(''),
  );
  return [
    {
      to: user.email,
      subject: mine.subject(order.number),
      language: user.language,
      kind: 'shop_order_confirmation',
      ...jeweler,
    },
    {
      to: brandEmail,
      subject: `Bestellung ${order.number} – ${locationName}`,
      language: 'de',
      kind: 'shop_order_notification',
      ...notification,
    },
  ];
}
