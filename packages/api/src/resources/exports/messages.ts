import type { ArticleType, Locale, OrderStatus, OrderType, TableId } from '@maison/domain';

/**
 * The few words an export file carries, in the portal's five languages (issue 18; the same
 * texts as the web's partnerportal messages, which the API cannot read). The `language` query
 * parameter picks them; de is the default (002 §9).
 */

export type ExportColumnId =
  | 'serial_number'
  | 'share'
  | 'article_number'
  | 'description'
  | 'article_type'
  | 'location_name'
  | 'sell_in_date'
  | 'sell_in_price'
  | 'sell_out_date'
  | 'sell_out_price'
  | 'sale_user_name'
  | 'order_no'
  | 'order_type'
  | 'commission'
  | 'commission_order_reference'
  | 'status'
  | 'order_date'
  | 'estimated_delivery'
  | 'quantity';

export interface ExportMessages {
  tables: Record<TableId, string>;
  columns: Record<ExportColumnId, string>;
  articleTypes: Record<ArticleType, string>;
  orderTypes: Record<OrderType, string>;
  statuses: Record<OrderStatus, string>;
  yes: string;
  no: string;
  page: (n: number) => string;
  created: string;
  filters: string;
  stores: string;
  period: string;
  allYears: string;
  search: string;
  sort: string;
  ascending: string;
  descending: string;
  shared: string;
  notShared: string;
  withCommission: string;
  withoutCommission: string;
  totals: string;
  currency: string;
  count: string;
  sellInValue: string;
  sellOutValue: string;
}

const de: ExportMessages = {
  tables: {
    stock: 'Bestand',
    sellIn: 'Sell-in',
    sellOut: 'Sell-out',
    openOrders: 'Offene Bestellungen',
    archived: 'Archiv',
  },
  columns: {
    serial_number: 'Seriennummer',
    share: 'Virtuelles Lager',
    article_number: 'Artikelnummer',
    description: 'Beschreibung',
    article_type: 'Artikelart',
    location_name: 'Filiale',
    sell_in_date: 'Sell-in-Datum',
    sell_in_price: 'Sell-in-Preis',
    sell_out_date: 'Verkaufsdatum',
    sell_out_price: 'Verkaufspreis',
    sale_user_name: 'Verkäufer',
    order_no: 'Bestellnummer',
    order_type: 'Bestellart',
    commission: 'Kommission',
    commission_order_reference: 'Kommissionsreferenz',
    status: 'Status',
    order_date: 'Bestelldatum',
    estimated_delivery: 'Voraussichtliche Lieferung',
    quantity: 'Menge',
  },
  articleTypes: {
    ring: 'Ring',
    necklace: 'Collier',
    bracelet: 'Armband',
    earrings: 'Ohrringe',
    amulet: 'Amulett',
  },
  orderTypes: { article: 'Artikel', service: 'Service' },
  statuses: {
    open: 'Offen',
    confirmed: 'Bestätigt',
    in_production: 'In Fertigung',
    shipped: 'Versandt',
  },
  yes: 'Ja',
  no: 'Nein',
  page: (n) => `Seite ${n}`,
  created: 'Erstellt am',
  filters: 'Filter',
  stores: 'Filialen',
  period: 'Zeitraum',
  allYears: 'Alle Jahre',
  search: 'Suche',
  sort: 'Sortierung',
  ascending: 'aufsteigend',
  descending: 'absteigend',
  shared: 'Freigegeben',
  notShared: 'Nicht freigegeben',
  withCommission: 'Mit Kommission',
  withoutCommission: 'Ohne Kommission',
  totals: 'Summen',
  currency: 'Währung',
  count: 'Artikel gesamt',
  sellInValue: 'Sell-in-Wert',
  sellOutValue: 'Verkaufswert',
};

const en: ExportMessages = {
  tables: {
    stock: 'Stock',
    sellIn: 'Sell-in',
    sellOut: 'Sell-out',
    openOrders: 'Open orders',
    archived: 'Archive',
  },
  columns: {
    serial_number: 'Serial number',
    share: 'Virtual storage',
    article_number: 'Article number',
    description: 'Description',
    article_type: 'Article type',
    location_name: 'Store',
    sell_in_date: 'Sell-in date',
    sell_in_price: 'Sell-in price',
    sell_out_date: 'Sale date',
    sell_out_price: 'Sale price',
    sale_user_name: 'Sales person',
    order_no: 'Order number',
    order_type: 'Order type',
    commission: 'Commission',
    commission_order_reference: 'Commission reference',
    status: 'Status',
    order_date: 'Order date',
    estimated_delivery: 'Estimated delivery',
    quantity: 'Quantity',
  },
  articleTypes: {
    ring: 'Ring',
    necklace: 'Necklace',
    bracelet: 'Bracelet',
    earrings: 'Earrings',
    amulet: 'Amulet',
  },
  orderTypes: { article: 'Article', service: 'Service' },
  statuses: {
    open: 'Open',
    confirmed: 'Confirmed',
    in_production: 'In production',
    shipped: 'Shipped',
  },
  yes: 'Yes',
  no: 'No',
  page: (n) => `Page ${n}`,
  created: 'Created on',
  filters: 'Filters',
  stores: 'Stores',
  period: 'Period',
  allYears: 'All years',
  search: 'Search',
  sort: 'Sorted by',
  ascending: 'ascending',
  descending: 'descending',
  shared: 'Shared',
  notShared: 'Not shared',
  withCommission: 'With commission',
  withoutCommission: 'Without commission',
  totals: 'Totals',
  currency: 'Currency',
  count: 'Articles in total',
  sellInValue: 'Sell-in value',
  sellOutValue: 'Sale value',
};

const ja: ExportMessages = {
  tables: {
    stock: '在庫',
    sellIn: 'セルイン',
    sellOut: 'セルアウト',
    openOrders: '未処理の注文',
    archived: 'アーカイブ',
  },
  columns: {
    serial_number: 'シリアル番号',
    share: 'バーチャル在庫',
    article_number: '品番',
    description: '説明',
    article_type: '商品の種類',
    location_name: '店舗',
    sell_in_date: 'セルイン日',
    sell_in_price: 'セルイン価格',
    sell_out_date: '販売日',
    sell_out_price: '販売価格',
    sale_user_name: '販売担当者',
    order_no: '注文番号',
    order_type: '注文の種類',
    commission: '取り置き',
    commission_order_reference: '取り置き参照番号',
    status: 'ステータス',
    order_date: '注文日',
    estimated_delivery: 'お届け予定日',
    quantity: '数量',
  },
  articleTypes: {
    ring: 'リング',
    necklace: 'ネックレス',
    bracelet: 'ブレスレット',
    earrings: 'イヤリング',
    amulet: 'アミュレット',
  },
  orderTypes: { article: '商品', service: 'サービス' },
  statuses: { open: '未処理', confirmed: '確認済み', in_production: '製作中', shipped: '発送済み' },
  yes: 'はい',
  no: 'いいえ',
  page: (n) => `${n}ページ`,
  created: '作成日',
  filters: 'フィルター',
  stores: '店舗',
  period: '期間',
  allYears: 'すべての年',
  search: '検索',
  sort: '並び順',
  ascending: '昇順',
  descending: '降順',
  shared: '共有中',
  notShared: '非共有',
  withCommission: '取り置きあり',
  withoutCommission: '取り置きなし',
  totals: '合計',
  currency: '通貨',
  count: '商品の合計',
  sellInValue: 'セルイン金額',
  sellOutValue: '販売金額',
};

const ko: ExportMessages = {
  tables: {
    stock: '재고',
    sellIn: '셀인',
    sellOut: '셀아웃',
    openOrders: '미결 주문',
    archived: '아카이브',
  },
  columns: {
    serial_number: '시리얼 번호',
    share: '가상 재고',
    article_number: '품번',
    description: '설명',
    article_type: '상품 유형',
    location_name: '매장',
    sell_in_date: '셀인 날짜',
    sell_in_price: '셀인 가격',
    sell_out_date: '판매일',
    sell_out_price: '판매 가격',
    sale_user_name: '판매 담당자',
    order_no: '주문 번호',
    order_type: '주문 유형',
    commission: '위탁 주문',
    commission_order_reference: '위탁 주문 참조 번호',
    status: '상태',
    order_date: '주문일',
    estimated_delivery: '예상 배송일',
    quantity: '수량',
  },
  articleTypes: {
    ring: '반지',
    necklace: '목걸이',
    bracelet: '팔찌',
    earrings: '귀걸이',
    amulet: '부적 펜던트',
  },
  orderTypes: { article: '상품', service: '서비스' },
  statuses: { open: '미결', confirmed: '확인됨', in_production: '제작 중', shipped: '발송됨' },
  yes: '예',
  no: '아니요',
  page: (n) => `${n}페이지`,
  created: '작성일',
  filters: '필터',
  stores: '매장',
  period: '기간',
  allYears: '모든 연도',
  search: '검색',
  sort: '정렬',
  ascending: '오름차순',
  descending: '내림차순',
  shared: '공유됨',
  notShared: '공유 안 됨',
  withCommission: '위탁 주문 있음',
  withoutCommission: '위탁 주문 없음',
  totals: '합계',
  currency: '통화',
  count: '전체 상품',
  sellInValue: '셀인 금액',
  sellOutValue: '판매 금액',
};

const zhHans: ExportMessages = {
  tables: {
    stock: '库存',
    sellIn: '进货',
    sellOut: '销售',
    openOrders: '未完成订单',
    archived: '归档',
  },
  columns: {
    serial_number: '序列号',
    share: '虚拟库存',
    article_number: '货号',
    description: '描述',
    article_type: '商品类型',
    location_name: '门店',
    sell_in_date: '进货日期',
    sell_in_price: '进货价格',
    sell_out_date: '销售日期',
    sell_out_price: '销售价格',
    sale_user_name: '销售人员',
    order_no: '订单号',
    order_type: '订单类型',
    commission: '代购订单',
    commission_order_reference: '代购参考号',
    status: '状态',
    order_date: '订购日期',
    estimated_delivery: '预计交货日期',
    quantity: '数量',
  },
  articleTypes: {
    ring: '戒指',
    necklace: '项链',
    bracelet: '手链',
    earrings: '耳环',
    amulet: '护身符',
  },
  orderTypes: { article: '商品', service: '服务' },
  statuses: { open: '未处理', confirmed: '已确认', in_production: '制作中', shipped: '已发货' },
  yes: '是',
  no: '否',
  page: (n) => `第 ${n} 页`,
  created: '创建日期',
  filters: '筛选条件',
  stores: '门店',
  period: '期间',
  allYears: '所有年份',
  search: '搜索',
  sort: '排序',
  ascending: '升序',
  descending: '降序',
  shared: '已共享',
  notShared: '未共享',
  withCommission: '有代购',
  withoutCommission: '无代购',
  totals: '合计',
  currency: '货币',
  count: '商品总数',
  sellInValue: '进货金额',
  sellOutValue: '销售金额',
};

export const EXPORT_MESSAGES: Record<Locale, ExportMessages> = {
  de,
  en,
  ja,
  ko,
  'zh-hans': zhHans,
};
