import { formatCents, type Locale, type Order } from '@maison/domain';
import escape from 'escape-html';
import type { EmailMessage } from './mailer';

/**
 * The placed-order mails (issue 7, docs/shop.md "Placing"): a confirmation to the jeweler in
 * their language and a notification to the brand (German), listing the lines and totals.
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
  },
};

export interface ShopOrderMailInput {
  order: Order;
  locationName: string;
  /** The jeweler (the token's user). */
  user: { email: string; first_name: string; language: Locale };
  /** The brand's order inbox (SHOP_ORDERS_EMAIL). */
  brandEmail: string;
}

function render(order: Order, copy: ShopCopy, intro: string, greeting: string) {
  const cur = order.currency_code;
  const lines = order.line_items.map((l) => {
    const engraving = order.line_item_options
      .filter((o) => o.line_item_id === l.id)
      .reduce((s, o) => s + o.total_amount_cents, 0);
    return `${l.metadata.article_nr_src} ${l.name} – ${copy.quantity} ${l.quantity} – ${formatCents(l.total_amount_cents + engraving, cur)}`;
  });
  const totals = [
    `${copy.subtotal}: ${formatCents(order.subtotal_amount_cents, cur)}`,
    `${copy.shipping}: ${formatCents(order.shipping_amount_cents, cur)}`,
    `${copy.total}: ${formatCents(order.total_amount_cents, cur)}`,
    ...(order.payment_terms ? [`${copy.terms}: ${order.payment_terms}`] : []),
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
  const { order, locationName, user, brandEmail } = input;
  const mine = COPY[user.language] ?? COPY.de;
  const brand = COPY.de;
  const jeweler = render(
    order,
    mine,
    mine.intro(order.number, locationName),
    mine.greeting(user.first_name),
  );
  const notification = render(
    order,
    brand,
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
