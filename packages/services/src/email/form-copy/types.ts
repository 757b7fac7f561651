import type { FormAction, UserGender } from '@maison/domain';

/** The shape of the form e-mails' copy (issue 5), one pack per language. */

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
