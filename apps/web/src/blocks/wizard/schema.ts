import { z } from 'zod';
import { WIZARD_FORM_POSITIONS, WIZARD_VARIANTS } from '@maison/domain/constants';
import { formBlockFields } from '../_shared/formBlock';
import { assetSchema, blockBase, optionalText } from '../_shared/types';

/**
 * A wizard tag: a datasource entry as Storyblok links it (`{uuid, value, name}`) or its value
 * as a plain string, as the product stories carry them (docs/decisions/0035-wizard.md).
 */
const wizardTag = z
  .union([z.string(), z.object({ uuid: optionalText, value: optionalText, name: optionalText })])
  .transform((tag) => (typeof tag === 'string' ? tag : (tag.value ?? tag.name ?? tag.uuid ?? '')));

/** 001 §3: an answer of a step; its id is what conditionalStepChoices name. */
const wizardStepChoice = z.object({
  id: z.coerce.string(),
  name: z.string(),
  /** The answer's slug per language (the URL carries the visitor's language's slug). */
  translated_slugs: z.array(z.object({ lang: z.string(), path: z.string() })).nullish(),
  content: z
    .object({
      image: assetSchema,
      wizardTags: z.array(wizardTag).nullish(),
    })
    .nullish(),
});

/** 001 §3: a question of the wizard. */
const wizardStep = z.object({
  _uid: z.string(),
  label: z.string(),
  weight: z.coerce.number().min(0).catch(1),
  isImportant: z.boolean().nullish(),
  wizardStepChoices: z.array(wizardStepChoice).min(1),
  conditionalStepChoices: z.array(z.coerce.string()).nullish(),
});

/** 001 §2, §3: the recommendation wizard (docs/content-model.md). */
export const wizardSchema = blockBase.extend({
  component: z.literal('wizard'),
  variant: z.enum(WIZARD_VARIANTS).nullish(),
  formPosition: z.enum(WIZARD_FORM_POSITIONS).nullish(),
  /** The contact form's copy and id (docs/forms.md, form blocks); without a formId no form. */
  ...formBlockFields,
  /** The subject the contact form sends; default the splash title (docs/decisions/0036). */
  subject: optionalText,
  /** Which product types it recommends (000 §3 types); empty: every product. */
  productTypes: z.array(z.string()).nullish(),
  splashTitle: optionalText,
  splashText: optionalText,
  splashButton: optionalText,
  splashImage: assetSchema,
  resultHeadline: optionalText,
  resultText: optionalText,
  importantHeadline: optionalText,
  allAnswersHeadline: optionalText,
  steps: z.array(wizardStep).nullish(),
});
export type WizardBlockData = z.infer<typeof wizardSchema>;
