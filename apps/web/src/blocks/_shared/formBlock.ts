import { z } from 'zod';
import type { FormBlockProps } from '@/features/forms/types';
import { linkSchema, optionalText, type BlockContext } from './types';

/** The fields every form block has (docs/forms.md, content blocks). */
export const formBlockFields = {
  formId: optionalText,
  headline: optionalText,
  text: optionalText,
  submitLabel: optionalText,
  successHeadline: optionalText,
  successSubheadline: optionalText,
  dataAgreementLabel: optionalText,
  dataAgreementLink: linkSchema,
};

type FormBlockFields = z.infer<z.ZodObject<typeof formBlockFields>> & { _uid: string };

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/** The placement and copy of a form block, as its client form receives them. */
export function formProps(block: FormBlockFields, ctx: BlockContext): FormBlockProps {
  return {
    placement: {
      locale: ctx.locale,
      componentUid: block._uid,
      formId: block.formId?.trim() ?? '',
      storyUuid: ctx.storyUuid ?? null,
      microsite: ctx.microsite
        ? {
            slug: ctx.microsite,
            storyUuid: ctx.jeweler?.storyUuid ?? null,
            crmUuid: ctx.jeweler?.crmUuid ?? null,
          }
        : null,
      popupUid: ctx.popupUid ?? null,
      ...(ctx.jeweler && !ctx.microsite ? { storeUuid: ctx.jeweler.crmUuid } : {}),
    },
    copy: {
      headline: textOrNull(block.headline),
      text: textOrNull(block.text),
      submitLabel: textOrNull(block.submitLabel),
      successHeadline: textOrNull(block.successHeadline),
      successSubheadline: textOrNull(block.successSubheadline),
      dataAgreementLabel: textOrNull(block.dataAgreementLabel),
      dataAgreementHref: ctx.links.href(block.dataAgreementLink ?? null),
    },
  };
}
