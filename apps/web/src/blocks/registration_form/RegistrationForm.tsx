'use client';

import { useTranslations } from 'next-intl';
import { DataAgreementField, TextField } from '@/features/forms/Fields';
import { StandardForm } from '@/features/forms/FormFrame';
import { postForm } from '@/features/forms/api';
import { registrationPayload } from '@/features/forms/payload';
import { useTrackOnce } from '@/features/forms/track';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';
import { track } from '@/features/tracking/track';

/**
 * 000 §2–§5: the sign-up. Email and data agreement are required; 201 replaces the form with
 * the success headline and subheadline. Tracks registration_form on display and
 * submit_registration_form on submit (000 §7): each time a valid form is sent, whatever the
 * answer (docs/decisions/0037-tracking.md).
 */
export function RegistrationForm({ placement, copy }: FormBlockProps) {
  const t = useTranslations('forms');
  const form = useMaisonForm({
    action: 'REGISTRATION',
    placement,
    initial: { email: '', data_agreement: false },
  });
  useTrackOnce('registration_form', { form_id: placement.formId });

  const onSubmit = form.onSubmit((values) => {
    track('submit_registration_form', { form_id: placement.formId });
    return postForm(registrationPayload(placement, values));
  });

  return (
    <StandardForm
      component="registration_form"
      copy={copy}
      form={form}
      onSubmit={onSubmit}
      defaultSubmitLabel={t('subscribe')}
    >
      <TextField form={form} name="email" />
      <DataAgreementField
        form={form}
        label={copy.dataAgreementLabel}
        href={copy.dataAgreementHref}
      />
    </StandardForm>
  );
}
