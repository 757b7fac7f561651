import type { Locale } from '@maison/domain';
import escape from 'escape-html';
import type { EmailMessage } from './mailer';

/** The confirmation of a job application, in the applicant's language (issue 20). */

interface ApplicationCopy {
  subject: (position: string) => string;
  greeting: (name: string) => string;
  body: (position: string) => string;
  files: string;
  closing: string;
}

const COPY: Record<Locale, ApplicationCopy> = {
  de: {
    subject: (p) => `Ihre Bewerbung: ${p}`,
    greeting: (n) => `Guten Tag ${n},`,
    body: (p) =>
      `vielen Dank für Ihre Bewerbung als ${p}. Wir haben sie erhalten und melden uns, sobald wir sie gelesen haben.`,
    files: 'Ihre Unterlagen',
    closing: 'Mit freundlichen Grüßen\nIhr Maison Team',
  },
  en: {
    subject: (p) => `Your application: ${p}`,
    greeting: (n) => `Hello ${n},`,
    body: (p) =>
      `thank you for applying as ${p}. We have received your application and will be in touch once we have read it.`,
    files: 'Your documents',
    closing: 'Kind regards\nYour Maison team',
  },
  ja: {
    subject: (p) => `ご応募ありがとうございます：${p}`,
    greeting: (n) => `${n} 様`,
    body: (p) => `「${p}」へのご応募を受け付けました。内容を確認のうえ、改めてご連絡いたします。`,
    files: '提出書類',
    closing: 'Maison 採用チーム',
  },
  ko: {
    subject: (p) => `지원서 접수: ${p}`,
    greeting: (n) => `${n}님, 안녕하세요.`,
    body: (p) => `${p} 포지션에 지원해 주셔서 감사합니다. 지원서를 검토한 후 연락드리겠습니다.`,
    files: '제출 서류',
    closing: 'Maison 채용팀 드림',
  },
  'zh-hans': {
    subject: (p) => `您的求职申请：${p}`,
    greeting: (n) => `${n}，您好：`,
    body: (p) => `感谢您申请${p}职位。我们已收到您的申请，审阅后将与您联系。`,
    files: '您提交的材料',
    closing: 'Maison 招聘团队',
  },
};

export interface JobApplicationMailInput {
  to: string;
  name: string;
  position: string;
  files: string[];
  language: Locale;
}

export function jobApplicationMail(input: JobApplicationMailInput): EmailMessage {
  const copy = COPY[input.language];
  const greeting = copy.greeting(input.name);
  const body = copy.body(input.position);
  const text = [
    greeting,
    '',
    body,
    '',
    `${copy.files}:`,
    ...input.files.map((f) => `- ${f}`),
    '',
    copy.closing,
  ].join('\n');
  const html =
    `<p>${escape(greeting)}</p><p>${escape(body)}</p><p>${escape(copy.files)}:</p><ul>` +
    input.files.map((f) => `<li>${escape(f)}</li>`).join('') +
    `</ul><p>${escape(copy.closing).replace(/\n/g, '<br>')}</p>`;
  return {
    to: input.to,
    subject: copy.subject(input.position),
    text,
    html,
    language: input.language,
    kind: 'job_application_confirmation',
  };
}
