'use client';

import { useTranslations } from 'next-intl';
import { FORM_FIELDS } from '@maison/domain/forms/rules';
import type { FormMessage } from '@/features/account/errors';
import { TextField } from '@/features/forms/Fields';
import { StandardForm } from '@/features/forms/FormFrame';
import { postForm } from '@/features/forms/api';
import { formPayload } from '@/features/forms/payload';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';
import { useQueryParam } from '@/features/forms/useQueryParam';
import { unsubscribeError } from './errors';

/**
 * 001 §2, §8: the newsletter unsubscription. `?email=` prefills the address; a refused
 * unsubscription shows `newsletter.unsubscribe.error.{code}`, else the server's text.
 */
export function NewsletterUnsubscribeForm({ placement, copy }: FormBlockProps) {
  const t = useTranslations('newsletter.unsubscribe');
  const tAll = useTranslations();
  const email = useQueryParam('email');
  const form = useMaisonForm({
    action: 'NEWSLETTER_UNSUBSCRIBE',
    placement,
    initial: { email: email?.trim() ?? '' },
    // The link names the address to remove; the profile's must not replace it.
    noPrefill: email ? ['email'] : [],
  });

  const onSubmit = form.onSubmit(
    (values) =>
      postForm(
        formPayload(
          'NEWSLETTER_UNSUBSCRIBE',
          placement,
          values,
          FORM_FIELDS.NEWSLETTER_UNSUBSCRIBE,
        ),
      ),
    {
      onFailure: (result) => {
        const message: FormMessage | null = unsubscribeError(result.data, (key) => tAll.has(key));
        if (!message) return false;
        form.showAlert(message);
        return true;
      },
    },
  );

  return (
    <StandardForm
      component="newsletter_unsubscribe_form"
      copy={{
        ...copy,
        successHeadline: copy.successHeadline ?? t('successHeadline'),
        successSubheadline: copy.successSubheadline ?? t('successSubheadline'),
      }}
      form={form}
      onSubmit={onSubmit}
      defaultSubmitLabel={t('submit')}
    >
      <TextField form={form} name="email" />
    </StandardForm>
  );
}
