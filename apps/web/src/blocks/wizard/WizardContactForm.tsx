'use client';

import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { WIZARD_CONTACT_FIELDS, wizardContactRequired } from '@maison/domain';
import {
  CheckboxField,
  DataAgreementField,
  GenderField,
  NameFields,
  TextField,
} from '@/features/forms/Fields';
import { FormBody, FormSection } from '@/features/forms/FormFrame';
import { postForm } from '@/features/forms/api';
import { formPayload } from '@/features/forms/payload';
import { useMaisonForm } from '@/features/forms/useMaisonForm';
import { track } from '@/features/tracking/track';
import type { WizardContact } from './types';
import styles from './Wizard.module.css';

/** 001 §5: the message under an e-mail address that does not look like one. */
const INVALID_EMAIL = 'password-forgot.error.email-invalid';

export interface WizardContactFormProps {
  contact: WizardContact;
  /** At the last step: the recommended article numbers and the message built from the answers. */
  recommendation: { products: string; message: (customMessage: string) => string } | null;
  /** The record's uuid (201) and the own message sent, for the later PATCH. */
  onSent: (uuid: string | null, customMessage: string) => void;
}

/**
 * The wizard's contact form (001 §3–§5): gender, names, e-mail, an own message, newsletter and
 * the data agreement when its label is configured; prefilled from the saved profile. The
 * button is disabled while sending and while a configured agreement is unticked. Sent as a
 * CONTACT_FORM; at the last step with the recommendations and the questions and answers.
 */
export function WizardContactForm({ contact, recommendation, onSent }: WizardContactFormProps) {
  const t = useTranslations('wizard');
  const { placement, copy } = contact;
  const agreement = copy.dataAgreementLabel !== null;
  const form = useMaisonForm({
    action: 'CONTACT_FORM',
    placement,
    initial: {
      gender: '',
      first_name: '',
      last_name: '',
      email: '',
      customMessage: '',
      newsletter_subscription: false,
      ...(agreement ? { data_agreement: false } : {}),
    },
    required: wizardContactRequired(agreement),
    noPrefill: ['customMessage'],
    invalidEmail: INVALID_EMAIL,
  });
  const ticked = useWatch({ control: form.control, name: 'data_agreement' }) === true;
  const first = recommendation === null;
  const sentMessage = useRef('');

  const send = form.onSubmit(
    (values) => {
      const own = typeof values.customMessage === 'string' ? values.customMessage : '';
      sentMessage.current = own;
      const fields = {
        ...values,
        subject: contact.subject,
        ...(recommendation
          ? { products: recommendation.products, message: recommendation.message(own) }
          : {}),
      };
      return postForm(formPayload('CONTACT_FORM', placement, fields, WIZARD_CONTACT_FIELDS));
    },
    {
      onSuccess: (result) => {
        track('submit_contact_form', {
          form_id: placement.formId,
          products: recommendation?.products ?? '',
        });
        onSent(result.ok ? (result.data?.uuid ?? null) : null, sentMessage.current);
      },
      // 001 §4: at the last step the success view always appears after the call. A 400 still
      // names its fields (decision 0036): the visitor can mend them, nothing is lost.
      onFailure: (result) => {
        if (first || result.status === 400) return false;
        onSent(null, sentMessage.current);
        return true;
      },
    },
  );

  return (
    <FormSection component="wizard">
      <header className={styles.formIntro}>
        {/* The screen's heading takes the focus when the screen appears (Wizard.tsx). */}
        <h2 tabIndex={-1} className={styles.heading}>
          {copy.headline ?? t(first ? 'formHeadline' : 'contactHeadline')}
        </h2>
        <p className={styles.lead}>{copy.text ?? t(first ? 'formText' : 'contactText')}</p>
      </header>
      <FormBody
        component="wizard"
        formRef={form.formRef}
        onSubmit={send}
        alert={form.alert}
        loading={form.loading}
        submitDisabled={form.loading || (agreement && !ticked)}
        submitLabel={copy.submitLabel ?? t(first ? 'formSubmit' : 'contactSubmit')}
      >
        <GenderField form={form} />
        <NameFields form={form} />
        <TextField form={form} name="email" />
        <TextField form={form} name="customMessage" multiline />
        <CheckboxField form={form} name="newsletter_subscription" />
        {agreement ? (
          <DataAgreementField
            form={form}
            label={copy.dataAgreementLabel}
            href={copy.dataAgreementHref}
          />
        ) : null}
      </FormBody>
    </FormSection>
  );
}
