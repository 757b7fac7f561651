import type { Locale } from '@maison/domain/constants';
import type { AssetField } from '../_shared/types';
import type { WizardBlockData } from './schema';
import type { WizardStep } from './types';

export const assetImage = (asset: AssetField, fallbackAlt: string) =>
  asset?.filename ? { src: asset.filename, alt: asset.alt || fallbackAlt } : null;

/** The steps as the client needs them: the answers' slugs in this language. */
export function wizardSteps(block: WizardBlockData, locale: Locale): WizardStep[] {
  return (block.steps ?? []).map((step) => ({
    id: step._uid,
    label: step.label,
    weight: step.weight,
    isImportant: step.isImportant === true,
    conditionalStepChoices: step.conditionalStepChoices ?? [],
    choices: step.wizardStepChoices.map((choice) => ({
      id: choice.id,
      slug:
        choice.translated_slugs
          ?.find((slug) => slug.lang === locale)
          ?.path.split('/')
          .pop() || choice.id,
      name: choice.name,
      // The answer's name is printed beside its image, so the image itself is decorative.
      image: assetImage(choice.content?.image, ''),
      tags: (choice.content?.wizardTags ?? []).filter(Boolean),
    })),
  }));
}
