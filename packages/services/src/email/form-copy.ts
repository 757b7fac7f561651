import type { FormAction, Locale, UserGender, UserTitle } from '@maison/domain';

/** The copy of the form e-mails (issue 5): notifications to staff, confirmations to visitors. */

/** Actions that send the visitor a confirmation (the newsletter sign-up mails its opt-in link). */
export type ConfirmedAction = Exclude<FormAction, 'NEWSLETTER_SUBSCRIBE'>;

export interface ConfirmationCopy {
  subject: string;
  /** `day` is the booked museum day, already formatted, when the form has one. */
  lines: (day?: string) => string[];
}

export interface FormLanguagePack {
  /** The action's name, for subjects and the notification's form row. */
  actions: Record<FormAction, string>;
  notification: {
    subject: (action: string, updated: boolean) => string;
    intro: (action: string, updated: boolean) => string;
    footer: string;
  };
  confirmation: Record<ConfirmedAction, ConfirmationCopy>;
  confirmationFooter: string;
  newsletterConfirm: { subject: string; lines: string[]; action: string; footer: string };
  /** Readable labels of the submitted fields and the notification's metadata rows. */
  labels: Record<string, string>;
  meta: { form: string; reference: string; language: string; channel: string };
  channels: { website: string; microsite: string };
  yes: string;
  no: string;
  genders: Record<UserGender, string>;
}

/** Academic titles read the same in every language of the site. */
export const TITLE_LABELS: Record<UserTitle, string> = {
  DR: 'Dr.',
  PROF: 'Prof.',
  PROF_DR: 'Prof. Dr.',
  DR_DR: 'Dr. Dr.',
  DIPL_ING: 'Dipl.-Ing.',
};

export const FORM_PACKS: Record<Locale, FormLanguagePack> = {
  de: {
    actions: {
      REGISTRATION: 'Registrierung',
      CONTACT_FORM: 'Kontaktanfrage',
      APPOINTMENT_REQUEST: 'Terminanfrage',
      ADDRESS_FORM: 'Adressangabe',
      NEWSLETTER_SUBSCRIBE: 'Newsletter-Anmeldung',
      NEWSLETTER_UNSUBSCRIBE: 'Newsletter-Abmeldung',
      EVENT_REGISTRATION: 'Anmeldung Schmuckmuseum',
      LIMITED_RING_REQUEST: 'Warteliste Ring des Jahres',
    },
    notification: {
      subject: (action, updated) =>
        updated ? `Ergänzung: ${action}` : `Neuer Formulareingang: ${action}`,
      intro: (action, updated) =>
        updated
          ? `zum Eingang „${action}“ wurden weitere Angaben ergänzt.`
          : `über das Formular „${action}“ ist ein neuer Eingang verzeichnet.`,
      footer: 'Diese Benachrichtigung wurde automatisch von der MAISON-Website versandt.',
    },
    confirmation: {
      REGISTRATION: {
        subject: 'Willkommen bei MAISON',
        lines: () => [
          'vielen Dank für Ihre Registrierung. Wir freuen uns, Sie künftig über Neuheiten und Einladungen aus unserem Haus zu informieren.',
        ],
      },
      CONTACT_FORM: {
        subject: 'Vielen Dank für Ihre Nachricht',
        lines: () => [
          'wir haben Ihre Anfrage erhalten. Unser Concierge-Team meldet sich in Kürze persönlich bei Ihnen.',
        ],
      },
      APPOINTMENT_REQUEST: {
        subject: 'Ihre Terminanfrage bei MAISON',
        lines: () => [
          'vielen Dank für Ihre Terminanfrage. Wir prüfen Ihren Wunschtermin und bestätigen ihn Ihnen in Kürze persönlich.',
        ],
      },
      ADDRESS_FORM: {
        subject: 'Ihre Adressangaben sind bei uns eingegangen',
        lines: () => [
          'vielen Dank – wir haben Ihre Adressangaben erhalten und sorgfältig hinterlegt.',
        ],
      },
      NEWSLETTER_UNSUBSCRIBE: {
        subject: 'Sie sind vom MAISON-Newsletter abgemeldet',
        lines: () => [
          'Sie erhalten ab sofort keinen Newsletter mehr von uns. Sollten Sie es sich anders überlegen, können Sie sich jederzeit wieder anmelden.',
        ],
      },
      EVENT_REGISTRATION: {
        subject: 'Ihre Anmeldung im MAISON Schmuckmuseum',
        lines: (day) => [
          day
            ? `vielen Dank für Ihre Anmeldung. Wir freuen uns, Sie am ${day} in unserem Schmuckmuseum zu begrüßen.`
            : 'vielen Dank für Ihre Anmeldung. Wir freuen uns, Sie in unserem Schmuckmuseum zu begrüßen.',
        ],
      },
      LIMITED_RING_REQUEST: {
        subject: 'Ihr Eintrag auf der Warteliste für den Ring des Jahres',
        lines: () => [
          'vielen Dank, wir haben Ihren Eintrag auf der Warteliste für den Ring des Jahres erhalten. Wir informieren Sie, sobald wir ihn bearbeitet haben.',
        ],
      },
    },
    confirmationFooter:
      'Diese E-Mail wurde automatisch versandt. Falls Sie das Formular nicht selbst ausgefüllt haben, können Sie sie ignorieren.',
    newsletterConfirm: {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      lines: [
        'vielen Dank für Ihr Interesse am MAISON-Newsletter. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link – erst dann nehmen wir Sie in unseren Verteiler auf.',
      ],
      action: 'Anmeldung bestätigen',
      footer:
        'Falls Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail bitte; Sie erhalten dann keine weiteren Nachrichten von uns.',
    },
    labels: {
      subject: 'Betreff',
      email: 'E-Mail',
      mobile_phone: 'Mobiltelefon',
      message: 'Nachricht',
      data_agreement: 'Datenschutz-Einwilligung',
      products: 'Produkte',
      title: 'Titel',
      gender: 'Anrede',
      first_name: 'Vorname',
      last_name: 'Nachname',
      address_street: 'Straße',
      address_number: 'Hausnummer',
      address_region: 'Region',
      address_zip_code: 'Postleitzahl',
      address_city: 'Ort',
      address_country: 'Land',
      newsletter_subscription: 'Newsletter gewünscht',
      appointment_request: 'Terminwunsch',
      event_date: 'Besuchstag',
      tour_requested: 'Führung gewünscht',
      selected_language: 'Gewählte Sprache',
      customer_lastname: 'Nachname Endkunde',
      jewelry_value: 'Schmuckwert',
      ring_size: 'Ringgröße',
      notes: 'Anmerkungen',
      jeweller_name: 'Juwelier',
      jeweller_customer_id: 'Kundennummer Juwelier',
    },
    meta: { form: 'Formular', reference: 'Referenz', language: 'Sprache', channel: 'Kanal' },
    channels: { website: 'Website', microsite: 'Juwelier-Microsite' },
    yes: 'Ja',
    no: 'Nein',
    genders: { M: 'Herr', W: 'Frau', D: 'Divers' },
  },
  en: {
    actions: {
      REGISTRATION: 'Registration',
      CONTACT_FORM: 'Contact enquiry',
      APPOINTMENT_REQUEST: 'Appointment request',
      ADDRESS_FORM: 'Address details',
      NEWSLETTER_SUBSCRIBE: 'Newsletter sign-up',
      NEWSLETTER_UNSUBSCRIBE: 'Newsletter unsubscribe',
      EVENT_REGISTRATION: 'Jewellery museum registration',
      LIMITED_RING_REQUEST: 'Ring of the Year waitlist',
    },
    notification: {
      subject: (action, updated) =>
        updated ? `Details added: ${action}` : `New form submission: ${action}`,
      intro: (action, updated) =>
        updated
          ? `Further details were added to a “${action}” submission.`
          : `A new “${action}” form has been submitted.`,
      footer: 'This notification was sent automatically by the MAISON website.',
    },
    confirmation: {
      REGISTRATION: {
        subject: 'Welcome to MAISON',
        lines: () => [
          'Thank you for registering. We look forward to keeping you informed about new creations and invitations from our house.',
        ],
      },
      CONTACT_FORM: {
        subject: 'Thank you for your message',
        lines: () => [
          'We have received your enquiry. Our concierge team will be in touch with you personally very soon.',
        ],
      },
      APPOINTMENT_REQUEST: {
        subject: 'Your appointment request at MAISON',
        lines: () => [
          'Thank you for your appointment request. We are reviewing your preferred time and will confirm it with you personally shortly.',
        ],
      },
      ADDRESS_FORM: {
        subject: 'We have received your address details',
        lines: () => [
          'Thank you. We have received your address details and recorded them with care.',
        ],
      },
      NEWSLETTER_UNSUBSCRIBE: {
        subject: 'You have unsubscribed from the MAISON newsletter',
        lines: () => [
          'You will no longer receive our newsletter. Should you change your mind, you are welcome to subscribe again at any time.',
        ],
      },
      EVENT_REGISTRATION: {
        subject: 'Your visit to the MAISON jewellery museum',
        lines: (day) => [
          day
            ? `Thank you for registering. We look forward to welcoming you to our jewellery museum on ${day}.`
            : 'Thank you for registering. We look forward to welcoming you to our jewellery museum.',
        ],
      },
      LIMITED_RING_REQUEST: {
        subject: 'Your Ring of the Year waitlist entry',
        lines: () => [
          'Thank you. We have received your entry on the Ring of the Year waitlist and will let you know as soon as it has been processed.',
        ],
      },
    },
    confirmationFooter:
      'This e-mail was sent automatically. If you did not fill in the form yourself, you can ignore it.',
    newsletterConfirm: {
      subject: 'Please confirm your newsletter subscription',
      lines: [
        'Thank you for your interest in the MAISON newsletter. Please confirm your subscription using the link below; only then will we add you to our list.',
      ],
      action: 'Confirm subscription',
      footer:
        'If you did not sign up, please ignore this e-mail and you will not hear from us again.',
    },
    labels: {
      subject: 'Subject',
      email: 'E-mail',
      mobile_phone: 'Mobile phone',
      message: 'Message',
      data_agreement: 'Privacy consent',
      products: 'Products',
      title: 'Title',
      gender: 'Salutation',
      first_name: 'First name',
      last_name: 'Last name',
      address_street: 'Street',
      address_number: 'House number',
      address_region: 'Region',
      address_zip_code: 'Postcode',
      address_city: 'City',
      address_country: 'Country',
      newsletter_subscription: 'Newsletter requested',
      appointment_request: 'Preferred appointment',
      event_date: 'Date of visit',
      tour_requested: 'Guided tour requested',
      selected_language: 'Selected language',
      customer_lastname: "End customer's last name",
      jewelry_value: 'Jewellery value',
      ring_size: 'Ring size',
      notes: 'Notes',
      jeweller_name: 'Jeweller',
      jeweller_customer_id: 'Jeweller customer no.',
    },
    meta: { form: 'Form', reference: 'Reference', language: 'Language', channel: 'Channel' },
    channels: { website: 'Website', microsite: 'Jeweller microsite' },
    yes: 'Yes',
    no: 'No',
    genders: { M: 'Mr', W: 'Ms', D: 'Mx' },
  },
  ja: {
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
        lines: () => [
          'お問い合わせを承りました。担当のコンシェルジュより、追ってご連絡いたします。',
        ],
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
  },
  ko: {
    actions: {
      REGISTRATION: '등록',
      CONTACT_FORM: '문의',
      APPOINTMENT_REQUEST: '방문 예약 요청',
      ADDRESS_FORM: '주소 등록',
      NEWSLETTER_SUBSCRIBE: '뉴스레터 구독',
      NEWSLETTER_UNSUBSCRIBE: '뉴스레터 구독 해지',
      EVENT_REGISTRATION: '주얼리 박물관 방문 예약',
      LIMITED_RING_REQUEST: '올해의 반지 대기자 명단',
    },
    notification: {
      subject: (action, updated) => (updated ? `추가 정보: ${action}` : `새 양식 접수: ${action}`),
      intro: (action, updated) =>
        updated
          ? `'${action}' 접수 건에 추가 정보가 입력되었습니다.`
          : `'${action}' 양식으로 새로운 접수가 도착했습니다.`,
      footer: '이 알림은 MAISON 웹사이트에서 자동으로 발송되었습니다.',
    },
    confirmation: {
      REGISTRATION: {
        subject: 'MAISON에 오신 것을 환영합니다',
        lines: () => [
          '등록해 주셔서 감사합니다. 앞으로 MAISON의 새로운 작품과 초대 소식을 전해 드리겠습니다.',
        ],
      },
      CONTACT_FORM: {
        subject: '문의해 주셔서 감사합니다',
        lines: () => ['문의 내용을 잘 받았습니다. 컨시어지 팀이 곧 직접 연락드리겠습니다.'],
      },
      APPOINTMENT_REQUEST: {
        subject: 'MAISON 방문 예약 요청이 접수되었습니다',
        lines: () => [
          '방문 예약을 요청해 주셔서 감사합니다. 희망하신 일시를 확인한 후 곧 직접 확정해 드리겠습니다.',
        ],
      },
      ADDRESS_FORM: {
        subject: '주소 정보가 접수되었습니다',
        lines: () => ['감사합니다. 보내 주신 주소 정보를 소중히 등록해 두었습니다.'],
      },
      NEWSLETTER_UNSUBSCRIBE: {
        subject: 'MAISON 뉴스레터 구독이 해지되었습니다',
        lines: () => ['이제 뉴스레터가 발송되지 않습니다. 언제든지 다시 구독하실 수 있습니다.'],
      },
      EVENT_REGISTRATION: {
        subject: 'MAISON 주얼리 박물관 방문 예약',
        lines: (day) => [
          day
            ? `예약해 주셔서 감사합니다. ${day}에 주얼리 박물관에서 뵙기를 기대하겠습니다.`
            : '예약해 주셔서 감사합니다. 주얼리 박물관에서 뵙기를 기대하겠습니다.',
        ],
      },
      LIMITED_RING_REQUEST: {
        subject: '올해의 반지 대기자 명단 등록',
        lines: () => [
          '올해의 반지 대기자 명단 등록을 접수했습니다. 처리가 완료되는 대로 안내해 드리겠습니다.',
        ],
      },
    },
    confirmationFooter:
      '이 이메일은 자동으로 발송되었습니다. 직접 양식을 작성하지 않으셨다면 이 메일을 무시하셔도 됩니다.',
    newsletterConfirm: {
      subject: '뉴스레터 구독을 확인해 주세요',
      lines: [
        'MAISON 뉴스레터에 관심을 가져 주셔서 감사합니다. 아래 링크에서 구독을 확인해 주세요. 확인 후에 뉴스레터 발송이 시작됩니다.',
      ],
      action: '구독 확인',
      footer:
        '구독을 신청하지 않으셨다면 이 이메일을 무시해 주세요. 더 이상 메일이 발송되지 않습니다.',
    },
    labels: {
      subject: '제목',
      email: '이메일',
      mobile_phone: '휴대전화',
      message: '메시지',
      data_agreement: '개인정보 처리 동의',
      products: '제품',
      title: '직함',
      gender: '성별',
      first_name: '이름',
      last_name: '성',
      address_street: '도로명',
      address_number: '건물 번호',
      address_region: '시·도',
      address_zip_code: '우편번호',
      address_city: '도시',
      address_country: '국가',
      newsletter_subscription: '뉴스레터 신청',
      appointment_request: '희망 예약 일시',
      event_date: '방문일',
      tour_requested: '가이드 투어 신청',
      selected_language: '선택 언어',
      customer_lastname: '고객 성',
      jewelry_value: '주얼리 가치',
      ring_size: '반지 사이즈',
      notes: '메모',
      jeweller_name: '주얼러',
      jeweller_customer_id: '주얼러 고객 번호',
    },
    meta: { form: '양식', reference: '접수 번호', language: '언어', channel: '채널' },
    channels: { website: '웹사이트', microsite: '주얼러 마이크로사이트' },
    yes: '예',
    no: '아니요',
    genders: { M: '남성', W: '여성', D: '기타' },
  },
  'zh-hans': {
    actions: {
      REGISTRATION: '注册',
      CONTACT_FORM: '咨询',
      APPOINTMENT_REQUEST: '预约申请',
      ADDRESS_FORM: '地址登记',
      NEWSLETTER_SUBSCRIBE: '订阅新闻通讯',
      NEWSLETTER_UNSUBSCRIBE: '退订新闻通讯',
      EVENT_REGISTRATION: '珠宝博物馆参观登记',
      LIMITED_RING_REQUEST: '年度之戒候补名单',
    },
    notification: {
      subject: (action, updated) => (updated ? `补充信息：${action}` : `新的表单提交：${action}`),
      intro: (action, updated) =>
        updated ? `“${action}”提交已补充了更多信息。` : `“${action}”表单收到一条新的提交。`,
      footer: '此通知由 MAISON 网站自动发送。',
    },
    confirmation: {
      REGISTRATION: {
        subject: '欢迎来到 MAISON',
        lines: () => ['感谢您的注册。今后我们将为您送上 MAISON 的新品资讯与活动邀请。'],
      },
      CONTACT_FORM: {
        subject: '感谢您的留言',
        lines: () => ['我们已收到您的咨询，礼宾团队将尽快与您亲自联系。'],
      },
      APPOINTMENT_REQUEST: {
        subject: '我们已收到您的 MAISON 预约申请',
        lines: () => ['感谢您的预约申请。我们将核实您希望的时间，并尽快与您亲自确认。'],
      },
      ADDRESS_FORM: {
        subject: '我们已收到您的地址信息',
        lines: () => ['谢谢。我们已收到您的地址信息，并已妥善登记。'],
      },
      NEWSLETTER_UNSUBSCRIBE: {
        subject: '您已退订 MAISON 新闻通讯',
        lines: () => ['您将不会再收到我们的新闻通讯。如您改变主意，欢迎随时重新订阅。'],
      },
      EVENT_REGISTRATION: {
        subject: '您的 MAISON 珠宝博物馆参观登记',
        lines: (day) => [
          day
            ? `感谢您的登记，我们期待于${day}在珠宝博物馆迎接您的到来。`
            : '感谢您的登记，我们期待在珠宝博物馆迎接您的到来。',
        ],
      },
      LIMITED_RING_REQUEST: {
        subject: '您已登记年度之戒候补名单',
        lines: () => ['我们已收到您的年度之戒候补登记，处理完成后将第一时间通知您。'],
      },
    },
    confirmationFooter: '此邮件为系统自动发送。如果您并未填写该表单，请忽略此邮件。',
    newsletterConfirm: {
      subject: '请确认订阅 MAISON 新闻通讯',
      lines: ['感谢您关注 MAISON 新闻通讯。请点击以下链接确认订阅，确认后我们才会开始向您发送。'],
      action: '确认订阅',
      footer: '如果您并未申请订阅，请忽略此邮件，您将不会再收到我们的邮件。',
    },
    labels: {
      subject: '主题',
      email: '电子邮件',
      mobile_phone: '手机号码',
      message: '留言',
      data_agreement: '隐私政策同意',
      products: '产品',
      title: '头衔',
      gender: '性别',
      first_name: '名',
      last_name: '姓',
      address_street: '街道',
      address_number: '门牌号',
      address_region: '省/地区',
      address_zip_code: '邮政编码',
      address_city: '城市',
      address_country: '国家',
      newsletter_subscription: '订阅新闻通讯',
      appointment_request: '预约意向',
      event_date: '参观日期',
      tour_requested: '需要导览',
      selected_language: '所选语言',
      customer_lastname: '客户姓氏',
      jewelry_value: '珠宝价值',
      ring_size: '戒指尺寸',
      notes: '备注',
      jeweller_name: '珠宝商',
      jeweller_customer_id: '珠宝商客户编号',
    },
    meta: { form: '表单', reference: '参考编号', language: '语言', channel: '渠道' },
    channels: { website: '网站', microsite: '珠宝商微站' },
    yes: '是',
    no: '否',
    genders: { M: '男', W: '女', D: '其他' },
  },
};
