// Copy of the generated jeweler stories per locale and type; `city` is the city's name in the
// locale's script (docs/content-model.md: pageSummary names the city that way).

export const PAGE_SUMMARY = {
  jeweler: {
    de: (n, c) =>
      `${n} in ${c}: autorisierter Maison-Juwelier mit ausgewählten Ringen, Armbändern und Ohrringen, persönlicher Beratung und Service.`,
    en: (n, c) =>
      `${n} in ${c}: an authorised Maison jeweller with a selection of rings, bracelets and earrings, personal advice and service.`,
    ja: (n, c) =>
      `${c}の${n}。メゾンの正規取扱店として、リング、ブレスレット、ピアスを取り揃え、ご相談とアフターサービスを承ります。`,
    ko: (n, c) =>
      `${c}의 ${n}. 메종 공식 주얼러로 링, 브레이슬릿, 귀걸이를 선보이며 상담과 서비스를 제공합니다.`,
    'zh-hans': (n, c) =>
      `${c}的${n}：Maison 授权珠宝商，精选戒指、手链与耳饰，并提供专属咨询与售后服务。`,
  },
  boutique: {
    de: (n, c) =>
      `Die Maison Boutique in ${c}: die ganze Kollektion, Anfertigungen nach Wunsch und Termine mit unseren Goldschmieden.`,
    en: (n, c) =>
      `The Maison boutique in ${c}: the whole collection, made-to-order pieces and appointments with our goldsmiths.`,
    ja: (n, c) =>
      `${c}のメゾン・ブティック。全コレクションとオーダーメイド、ゴールドスミスとのご予約を承ります。`,
    ko: (n, c) => `${c}의 메종 부티크. 전체 컬렉션과 맞춤 제작, 골드스미스 상담 예약을 만나보세요.`,
    'zh-hans': (n, c) => `位于${c}的 Maison 精品店：完整系列、定制作品，并可预约我们的金匠。`,
  },
  lounge: {
    de: (n, c) =>
      `Die Maison Lounge in ${c}: Schmuck in Ruhe entdecken, mit Beratung nach Vereinbarung.`,
    en: (n, c) =>
      `The Maison lounge in ${c}: discover jewellery at leisure, with advice by appointment.`,
    ja: (n, c) =>
      `${c}のメゾン・ラウンジ。ご予約制のコンサルテーションで、ジュエリーをゆっくりとご覧いただけます。`,
    ko: (n, c) => `${c}의 메종 라운지. 예약제 상담과 함께 여유롭게 주얼리를 만나보세요.`,
    'zh-hans': (n, c) => `位于${c}的 Maison 会客厅：预约专属咨询，从容探索珠宝。`,
  },
};

export const BODY_TEXT = {
  jeweler: {
    de: (n, c) =>
      `Willkommen bei ${n} in ${c}. Hier finden Sie eine sorgfältige Auswahl der Maison-Kollektionen und persönliche Beratung – auf Wunsch auch mit Termin.`,
    en: (n, c) =>
      `Welcome to ${n} in ${c}. Discover a careful selection of the Maison collections and personal advice – by appointment if you wish.`,
    ja: (n, c) =>
      `${c}の${n}へようこそ。厳選したメゾンのコレクションと、ご予約制のパーソナルなご案内をご用意しています。`,
    ko: (n, c) =>
      `${c}의 ${n}에 오신 것을 환영합니다. 엄선한 메종 컬렉션과 예약제 맞춤 상담을 만나 보세요.`,
    'zh-hans': (n, c) => `欢迎光临位于${c}的${n}。这里有精选的Maison系列，并可预约一对一专属咨询。`,
  },
  boutique: {
    de: (n, c) =>
      `In unserer Boutique in ${c} zeigen wir die ganze Maison-Kollektion. Unsere Goldschmiede passen Ringe an, gravieren und fertigen Stücke nach Ihren Wünschen.`,
    en: (n, c) =>
      `Our boutique in ${c} shows the whole Maison collection. Our goldsmiths resize rings, engrave and make pieces to your wishes.`,
    ja: (n, c) =>
      `${c}のブティックでは、メゾンの全コレクションをご覧いただけます。リングのサイズ直し、刻印、オーダーメイドもゴールドスミスが承ります。`,
    ko: (n, c) =>
      `${c} 부티크에서 메종의 전체 컬렉션을 만나 보세요. 골드스미스가 반지 사이즈 조정, 각인, 맞춤 제작을 도와드립니다.`,
    'zh-hans': (n, c) =>
      `在${c}精品店，您可以欣赏 Maison 的完整系列。我们的金匠提供戒指改圈、刻字及定制服务。`,
  },
  lounge: {
    de: (n, c) =>
      `Die Maison Lounge in ${c} ist ein stiller Ort, um Schmuck in Ruhe zu betrachten. Vereinbaren Sie einen Termin – wir nehmen uns Zeit für Sie.`,
    en: (n, c) =>
      `The Maison lounge in ${c} is a quiet place to look at jewellery at leisure. Book an appointment – we take our time for you.`,
    ja: (n, c) =>
      `${c}のメゾン・ラウンジは、落ち着いてジュエリーをご覧いただける空間です。ご予約のうえ、ごゆっくりお過ごしください。`,
    ko: (n, c) =>
      `${c}의 메종 라운지는 여유롭게 주얼리를 감상할 수 있는 조용한 공간입니다. 예약하시면 충분한 시간을 드립니다.`,
    'zh-hans': (n, c) =>
      `${c}的 Maison 会客厅是静心欣赏珠宝的空间。欢迎预约，我们将为您预留充足的时间。`,
  },
};

/** The microsite hero's subline and the product list's headline (as the first microsites). */
export const MICROSITE = {
  subline: {
    jeweler: {
      de: 'Autorisierter Fachhändler',
      en: 'Authorised retailer',
      ja: '正規取扱店',
      ko: '공식 판매점',
      'zh-hans': '授权经销商',
    },
    boutique: {
      de: 'Maison Boutique',
      en: 'Maison boutique',
      ja: 'メゾン ブティック',
      ko: '메종 부티크',
      'zh-hans': 'Maison精品店',
    },
    lounge: {
      de: 'Maison Lounge',
      en: 'Maison lounge',
      ja: 'メゾン ラウンジ',
      ko: '메종 라운지',
      'zh-hans': 'Maison会客厅',
    },
  },
  productsHeadline: {
    de: 'Auswahl im Geschäft',
    en: 'In store',
    ja: '店頭のセレクション',
    ko: '매장 셀렉션',
    'zh-hans': '店内精选',
  },
};

export const LOGO_ALT = {
  de: (n) => `Logo ${n}`,
  en: (n) => `${n} logo`,
  ja: (n) => `${n} ロゴ`,
  ko: (n) => `${n} 로고`,
  'zh-hans': (n) => `${n} 标志`,
};
