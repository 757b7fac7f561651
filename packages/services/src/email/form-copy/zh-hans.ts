import type { FormLanguagePack } from './types';

/** The form e-mails' copy in Simplified Chinese. */
export const zhHans: FormLanguagePack = {
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
    customMessage: '本人留言',
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
};
