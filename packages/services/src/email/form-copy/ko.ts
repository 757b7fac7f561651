import type { FormLanguagePack } from './types';

/** The form e-mails' copy in Korean. */
export const ko: FormLanguagePack = {
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
    customMessage: '본인 메시지',
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
};
