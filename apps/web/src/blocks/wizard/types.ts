import type { WizardFormPosition, WizardStepModel } from '@maison/domain';
import type { FormBlockProps } from '@/features/forms/types';

/** An answer as the client wizard shows it. */
export interface WizardChoice {
  id: string;
  /** What the URL carries: the answer's slug in the page's language, else its id. */
  slug: string;
  name: string;
  image: { src: string; alt: string } | null;
  tags: string[];
}

export interface WizardStep extends WizardStepModel {
  id: string;
  label: string;
  isImportant: boolean;
  choices: WizardChoice[];
}

/** A product the wizard can recommend: small and serialisable for the client island. */
export interface WizardProduct {
  mpn: string;
  name: string;
  name2: string | null;
  href: string;
  image: { src: string; alt: string } | null;
  tags: string[];
}

export interface WizardTexts {
  splashTitle: string | null;
  splashText: string | null;
  splashButton: string | null;
  splashImage: { src: string; alt: string } | null;
  resultHeadline: string | null;
  resultText: string | null;
  importantHeadline: string | null;
  allAnswersHeadline: string | null;
}

/** The wizard's contact form (001 §2, §3): where it appears, what it sends, its copy. */
export interface WizardContact extends FormBlockProps {
  position: WizardFormPosition;
  subject: string;
}
