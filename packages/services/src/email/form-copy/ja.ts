import type { FormLanguagePack } from './types';

/** The form e-mails' copy in Japanese. */
export const ja: FormLanguagePack = {
  actions: {
    REGISTRATION: 'ご登録',
    CONTACT_FORM: 'お問い合わせ',
    APPOINTMENT_REQUEST: 'ご来店予約',
    ADDRESS_FORM: 'ご住所の登録',
    NEWSLETTER_SUBSCRIBE: 'ニュースレターのご登録',
    NEWSLETTER_UNSUBSCRIBE: 'ニュースレターの登録解除',
    EVENT_REGISTRATION: 'ジュエリーミュージアムのご予約',
    LIMITED_RING_REQUEST: 'リング・オブ・ザ・イヤー ウェイティングリスト',
  },
  notification: {
    subject: (action, updated) =>
      updated ? `追加情報：${action}` : `新しいフォーム送信：${action}`,
    intro: (action, updated) =>
      updated
        ? `「${action}」の送信内容に追加情報が届きました。`
        : `「${action}」フォームより新しい送信がありました。`,
    footer: 'このお知らせは MAISON ウェブサイトより自動送信されています。',
  },
  confirmation: {
    REGISTRATION: {
      subject: 'MAISON へようこそ',
      lines: () => [
        'ご登録いただき、誠にありがとうございます。新作やイベントのご案内を、今後お届けしてまいります。',
      ],
    },
    CONTACT_FORM: {
      subject: 'お問い合わせありがとうございます',
      lines: () => ['お問い合わせを承りました。担当のコンシェルジュより、追ってご連絡いたします。'],
    },
    APPOINTMENT_REQUEST: {
      subject: 'ご来店予約のお申し込みを承りました',
      lines: () => [
        'ご来店予約のお申し込みをいただき、誠にありがとうございます。ご希望の日時を確認のうえ、改めてご連絡いたします。',
      ],
    },
    ADDRESS_FORM: {
      subject: 'ご住所の登録を承りました',
      lines: () => ['ご住所を承りました。大切に登録させていただきます。'],
    },
    NEWSLETTER_UNSUBSCRIBE: {
      subject: 'MAISON ニュースレターの登録を解除しました',
      lines: () => [
        '今後、ニュースレターは配信されません。またのご登録をいつでもお待ちしております。',
      ],
    },
    EVENT_REGISTRATION: {
      subject: 'MAISON ジュエリーミュージアムのご予約',
      lines: (day) => [
        day
          ? `ご予約いただき、誠にありがとうございます。${day}のご来館を心よりお待ちしております。`
          : 'ご予約いただき、誠にありがとうございます。ご来館を心よりお待ちしております。',
      ],
    },
    LIMITED_RING_REQUEST: {
      subject: 'リング・オブ・ザ・イヤー ウェイティングリストへのご登録',
      lines: () => [
        'ウェイティングリストへのご登録を承りました。手続きが整い次第、ご連絡いたします。',
      ],
    },
  },
  confirmationFooter:
    'このメールは自動送信されています。お心当たりのない場合は、このメールを破棄してください。',
  newsletterConfirm: {
    subject: 'ニュースレター登録のご確認',
    lines: [
      'MAISON ニュースレターへお申し込みいただき、誠にありがとうございます。下記のリンクよりご登録を確定してください。確定後に配信を開始いたします。',
    ],
    action: '登録を確定する',
    footer:
      'お申し込みに心当たりのない場合は、このメールを破棄してください。以降、メールが届くことはございません。',
  },
  labels: {
    subject: '件名',
    email: 'メールアドレス',
    mobile_phone: '携帯電話番号',
    message: 'メッセージ',
    customMessage: 'ご本人のメッセージ',
    data_agreement: '個人情報の取り扱いへの同意',
    products: '製品',
    title: '肩書き',
    gender: '性別',
    first_name: '名',
    last_name: '姓',
    address_street: '町名・番地',
    address_number: '建物番号',
    address_region: '都道府県',
    address_zip_code: '郵便番号',
    address_city: '市区町村',
    address_country: '国',
    newsletter_subscription: 'ニュースレター希望',
    appointment_request: 'ご希望の日時',
    event_date: 'ご来館日',
    tour_requested: 'ガイドツアー希望',
    selected_language: '選択言語',
    customer_lastname: 'お客様の姓',
    jewelry_value: 'ジュエリーの価格',
    ring_size: 'リングサイズ',
    notes: '備考',
    jeweller_name: 'ジュエラー',
    jeweller_customer_id: 'ジュエラー顧客番号',
  },
  meta: { form: 'フォーム', reference: '受付番号', language: '言語', channel: 'チャネル' },
  channels: { website: 'ウェブサイト', microsite: 'ジュエラーのマイクロサイト' },
  yes: 'はい',
  no: 'いいえ',
  genders: { M: '男性', W: '女性', D: 'その他' },
};
