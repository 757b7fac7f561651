import type { WizardAnswer, WizardStepModel } from './flow';

/**
 * The wizard's contact form (001 §3, §5): a CONTACT_FORM with its own fields and required
 * fields, told apart by the block it is sent from (docs/decisions/0036-wizard-contact.md).
 */

/** 001 §3: what the wizard's form sends; products and message only with the recommendations. */
export const WIZARD_CONTACT_FIELDS = [
  'subject',
  'gender',
  'first_name',
  'last_name',
  'email',
  'newsletter_subscription',
  'data_agreement',
  'customMessage',
  'products',
  'message',
] as const;

/**
 * 001 §5: email, gender, first_name and last_name are required; the data agreement only when
 * the block configures its label (otherwise the form has no tick to give).
 */
export function wizardContactRequired(dataAgreementConfigured: boolean): readonly string[] {
  const required = ['gender', 'first_name', 'last_name', 'email'];
  return dataAgreementConfigured ? [...required, 'data_agreement'] : required;
}

/** A question and the answer chosen, as texts in the visitor's language. */
export interface WizardQuestionAnswer {
  question: string;
  answer: string;
}

/** The questions and answers of a walk through the steps, in order (skipped steps absent). */
export function questionsAndAnswers<
  S extends WizardStepModel & { label: string; choices: readonly { id: string; name: string }[] },
>(answers: readonly WizardAnswer<S>[]): WizardQuestionAnswer[] {
  return answers.map((a) => ({ question: a.step.label, answer: a.choice.name }));
}

/**
 * 001 §3: the message patched onto the record: the visitor's own message, then every question
 * and its answer, one per line ("question: answer"), a blank line between the two parts.
 */
export function wizardMessage(
  customMessage: string,
  answers: readonly WizardQuestionAnswer[],
): string {
  const own = customMessage.trim();
  const lines = answers.map((a) => `${a.question.trim()}: ${a.answer.trim()}`);
  return [own, lines.join('\n')].filter(Boolean).join('\n\n');
}

/** 001 §3: the recommended article numbers joined by commas. */
export function wizardProducts(mpns: readonly string[]): string {
  return mpns.join(',');
}
