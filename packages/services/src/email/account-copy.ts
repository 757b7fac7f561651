import { INVITE_LIFETIME_DAYS, USER_TOKEN_TTL_S, type Locale } from '@maison/domain';

/** The account mails (issue 4) and the partner portal's invite (issue 19). */
export type AccountKind = 'activation' | 'password_reset' | 'password_changed' | 'portal_invite';

export interface Copy {
  subject: string;
  lines: string[];
  /** The link's button label, for mails that carry a link. */
  action?: string;
  footer: string;
}

interface LanguagePack {
  greeting: (name?: string) => string;
  closing: string;
  kinds: Record<AccountKind, Copy>;
}

const TTL_DAYS = USER_TOKEN_TTL_S / 86_400;

export const ACCOUNT_PACKS: Record<Locale, LanguagePack> = {
  de: {
    greeting: (name) => (name ? `Guten Tag ${name},` : 'Guten Tag,'),
    closing: 'Ihr Haus MAISON',
    kinds: {
      activation: {
        subject: 'Bitte aktivieren Sie Ihr MAISON-Konto',
        lines: [
          'willkommen bei MAISON. Bitte bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto zu aktivieren.',
        ],
        action: 'Konto aktivieren',
        footer: `Der Link ist ${TTL_DAYS} Tage gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.`,
      },
      password_reset: {
        subject: 'Ihr neues Passwort für MAISON',
        lines: [
          'Sie haben ein neues Passwort angefordert. Über den folgenden Link legen Sie es fest.',
        ],
        action: 'Neues Passwort festlegen',
        footer: `Der Link ist ${TTL_DAYS} Tage gültig und nur einmal verwendbar. Falls Sie nichts angefordert haben, bleibt Ihr Passwort unverändert.`,
      },
      password_changed: {
        subject: 'Ihr MAISON-Passwort wurde geändert',
        lines: ['das Passwort Ihres MAISON-Kontos wurde soeben geändert.'],
        footer:
          'Falls Sie das nicht waren, fordern Sie bitte sofort ein neues Passwort an und kontaktieren Sie uns.',
      },
      portal_invite: {
        subject: 'Ihre Einladung zum MAISON Partnerportal',
        lines: [
          'Sie wurden zum MAISON Partnerportal eingeladen. Legen Sie über den folgenden Link Ihr Passwort fest; danach melden Sie sich mit Ihrer E-Mail-Adresse an.',
        ],
        action: 'Passwort festlegen',
        footer: `Der Link ist ${INVITE_LIFETIME_DAYS} Tage gültig und nur einmal verwendbar. Falls Sie keine Einladung erwartet haben, können Sie diese E-Mail ignorieren.`,
      },
    },
  },
  en: {
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    closing: 'The House of MAISON',
    kinds: {
      activation: {
        subject: 'Please activate your MAISON account',
        lines: ['Welcome to MAISON. Please confirm your e-mail address to activate your account.'],
        action: 'Activate account',
        footer: `The link is valid for ${TTL_DAYS} days. If you did not register, you can ignore this e-mail.`,
      },
      password_reset: {
        subject: 'Your new MAISON password',
        lines: ['You asked for a new password. Use the link below to set it.'],
        action: 'Set a new password',
        footer: `The link is valid for ${TTL_DAYS} days and works once. If you did not ask for it, your password stays unchanged.`,
      },
      password_changed: {
        subject: 'Your MAISON password was changed',
        lines: ['The password of your MAISON account has just been changed.'],
        footer: 'If this was not you, please request a new password right away and contact us.',
      },
      portal_invite: {
        subject: 'Your invitation to the MAISON partner portal',
        lines: [
          'You have been invited to the MAISON partner portal. Set your password with the link below, then sign in with your e-mail address.',
        ],
        action: 'Set your password',
        footer: `The link is valid for ${INVITE_LIFETIME_DAYS} days and works once. If you did not expect an invitation, you can ignore this e-mail.`,
      },
    },
  },
  ja: {
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    closing: 'MAISON',
    kinds: {
      activation: {
        subject: 'MAISON アカウントを有効にしてください',
        lines: [
          'MAISON へようこそ。アカウントを有効にするため、メールアドレスのご確認をお願いいたします。',
        ],
        action: 'アカウントを有効にする',
        footer: `このリンクの有効期限は${TTL_DAYS}日間です。ご登録に覚えがない場合は、このメールを破棄してください。`,
      },
      password_reset: {
        subject: 'MAISON の新しいパスワード',
        lines: ['新しいパスワードのご依頼を承りました。下記のリンクから設定してください。'],
        action: '新しいパスワードを設定する',
        footer: `このリンクの有効期限は${TTL_DAYS}日間で、一度のみご利用いただけます。お心当たりがない場合、パスワードは変更されません。`,
      },
      password_changed: {
        subject: 'MAISON のパスワードが変更されました',
        lines: ['MAISON アカウントのパスワードが変更されました。'],
        footer: 'お心当たりがない場合は、直ちに新しいパスワードを申請し、当店までご連絡ください。',
      },
      portal_invite: {
        subject: 'MAISON パートナーポータルへのご招待',
        lines: [
          'MAISON パートナーポータルにご招待いたしました。下記のリンクからパスワードを設定し、メールアドレスでログインしてください。',
        ],
        action: 'パスワードを設定する',
        footer: `このリンクの有効期限は${INVITE_LIFETIME_DAYS}日間で、一度のみご利用いただけます。ご招待に覚えがない場合は、このメールを破棄してください。`,
      },
    },
  },
  ko: {
    greeting: (name) => (name ? `${name} 님, 안녕하세요.` : '안녕하세요.'),
    closing: 'MAISON 드림',
    kinds: {
      activation: {
        subject: 'MAISON 계정을 활성화해 주세요',
        lines: ['MAISON에 오신 것을 환영합니다. 계정을 활성화하려면 이메일 주소를 확인해 주세요.'],
        action: '계정 활성화',
        footer: `이 링크는 ${TTL_DAYS}일 동안 유효합니다. 가입하지 않으셨다면 이 이메일을 무시하셔도 됩니다.`,
      },
      password_reset: {
        subject: 'MAISON 새 비밀번호 설정',
        lines: ['새 비밀번호를 요청하셨습니다. 아래 링크에서 설정해 주세요.'],
        action: '새 비밀번호 설정',
        footer: `이 링크는 ${TTL_DAYS}일 동안 유효하며 한 번만 사용할 수 있습니다. 요청하지 않으셨다면 비밀번호는 변경되지 않습니다.`,
      },
      password_changed: {
        subject: 'MAISON 비밀번호가 변경되었습니다',
        lines: ['MAISON 계정의 비밀번호가 방금 변경되었습니다.'],
        footer: '본인이 변경하지 않으셨다면 즉시 새 비밀번호를 요청하고 저희에게 연락해 주세요.',
      },
      portal_invite: {
        subject: 'MAISON 파트너 포털 초대',
        lines: [
          'MAISON 파트너 포털에 초대되셨습니다. 아래 링크에서 비밀번호를 설정한 후 이메일 주소로 로그인해 주세요.',
        ],
        action: '비밀번호 설정',
        footer: `이 링크는 ${INVITE_LIFETIME_DAYS}일 동안 유효하며 한 번만 사용할 수 있습니다. 초대를 예상하지 않으셨다면 이 이메일을 무시하셔도 됩니다.`,
      },
    },
  },
  'zh-hans': {
    greeting: (name) => (name ? `尊敬的${name}：` : '您好：'),
    closing: 'MAISON 敬上',
    kinds: {
      activation: {
        subject: '请激活您的 MAISON 账户',
        lines: ['欢迎来到 MAISON。请确认您的电子邮件地址以激活账户。'],
        action: '激活账户',
        footer: `此链接${TTL_DAYS}天内有效。如果您没有注册，请忽略此邮件。`,
      },
      password_reset: {
        subject: '设置您的 MAISON 新密码',
        lines: ['您申请了新密码。请通过以下链接进行设置。'],
        action: '设置新密码',
        footer: `此链接${TTL_DAYS}天内有效，且仅可使用一次。如果您没有提出申请，您的密码将保持不变。`,
      },
      password_changed: {
        subject: '您的 MAISON 密码已更改',
        lines: ['您的 MAISON 账户密码刚刚已更改。'],
        footer: '如果这不是您本人的操作，请立即申请新密码并与我们联系。',
      },
      portal_invite: {
        subject: '您受邀加入 MAISON 合作伙伴门户',
        lines: [
          '您已受邀加入 MAISON 合作伙伴门户。请通过以下链接设置密码，然后使用您的电子邮件地址登录。',
        ],
        action: '设置密码',
        footer: `此链接${INVITE_LIFETIME_DAYS}天内有效，且仅可使用一次。如果您没有预期收到邀请，请忽略此邮件。`,
      },
    },
  },
};
