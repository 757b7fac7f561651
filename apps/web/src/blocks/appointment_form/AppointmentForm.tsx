'use client';

import { FORM_FIELDS, showsTitle } from '@maison/domain/forms/rules';
import {
  CheckboxField,
  DataAgreementField,
  FieldRow,
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
import { useQueryParam } from '@/features/forms/useQueryParam';

/**
 * 001 §2, §5: the appointment request. `?product=` preselects the article number, which the
 * form shows (and the visitor may change).
 */
export function AppointmentForm({ placement, copy }: FormBlockProps) {
  const product = useQueryParam('product');
  const withTitle = showsTitle(placement.locale);
  const form = useMaisonForm({
    action: 'APPOINTMENT_REQUEST',
    placement,
    initial: {
      ...salutationDefaults(withTitle),
      email: '',
      mobile_phone: '',
      appointment_request: '',
      message: '',
      // The form renders in the browser only, so the query is known at the first render.
      products: product?.trim() ?? '',
      newsletter_subscription: false,
      data_agreement: false,
    },
    noPrefill: ['appointment_request', 'message', 'products'],
  });

  const onSubmit = form.onSubmit((values) =>
    postForm(
      formPayload('APPOINTMENT_REQUEST', placement, values, FORM_FIELDS.APPOINTMENT_REQUEST),
    ),
  );

  return (
    <StandardForm component="appointment_form" copy={copy} form={form} onSubmit={onSubmit}>
      <SalutationFields form={form} withTitle={withTitle} />
      <NameFields form={form} />
      <FieldRow>
        <TextField form={form} name="email" />
        <TextField form={form} name="mobile_phone" />
      </FieldRow>
      <TextField form={form} name="products" />
      <TextField form={form} name="appointment_request" multiline />
      <TextField form={form} name="message" multiline />
      <CheckboxField form={form} name="newsletter_subscription" />
      <DataAgreementField
        form={form}
        label={copy.dataAgreementLabel}
        href={copy.dataAgreementHref}
      />
    </StandardForm>
  );
}
