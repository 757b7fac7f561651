'use client';

import { useTranslations } from 'next-intl';
import { FORM_FIELDS, showsTitle } from '@maison/domain/forms/rules';
import {
  DataAgreementField,
  GenderField,
  NameFields,
  salutationDefaults,
  SalutationFields,
  TextField,
} from '@/features/forms/Fields';
import { StandardForm } from '@/features/forms/FormFrame';
import { postForm } from '@/features/forms/api';
import { formPayload } from '@/features/forms/payload';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';

export interface NewsletterFormProps extends FormBlockProps {
  variant: 'default' | 'short';
}

/**
 * 001 §2, §5: the newsletter subscription (double opt-in: the success screen asks to confirm by
 * e-mail). The short variant is the compact one for teasers and popups: fields side by side,
 * no title. The title is hidden for Japanese.
 */
export function NewsletterForm({ placement, copy, variant }: NewsletterFormProps) {
  const t = useTranslations('newsletter.subscribe');
  const short = variant === 'short';
  const withTitle = showsTitle(placement.locale) && !short;
  const form = useMaisonForm({
    action: 'NEWSLETTER_SUBSCRIBE',
    placement,
    initial: {
      ...salutationDefaults(withTitle),
      email: '',
      data_agreement: false,
    },
  });

  const onSubmit = form.onSubmit((values) =>
    postForm(
      formPayload('NEWSLETTER_SUBSCRIBE', placement, values, FORM_FIELDS.NEWSLETTER_SUBSCRIBE),
    ),
  );

  return (
    <StandardForm
      component="newsletter_form"
      copy={{
        ...copy,
        successHeadline: copy.successHeadline ?? t('successHeadline'),
        successSubheadline: copy.successSubheadline ?? t('successSubheadline'),
      }}
      form={form}
      onSubmit={onSubmit}
      compact={short}
    >
      {short ? (
        <>
          <GenderField form={form} />
          <TextField form={form} name="email" />
          <NameFields form={form} inRow={false} />
        </>
      ) : (
        <>
          <SalutationFields form={form} withTitle={withTitle} />
          <NameFields form={form} />
          <TextField form={form} name="email" />
        </>
      )}
      <DataAgreementField
        form={form}
        label={copy.dataAgreementLabel}
        href={copy.dataAgreementHref}
      />
    </StandardForm>
  );
}
