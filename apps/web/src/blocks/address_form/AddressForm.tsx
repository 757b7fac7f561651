'use client';

import { FORM_FIELDS, showsTitle } from '@maison/domain/forms/rules';
import type { DropdownOption } from '@/ui/Dropdown';
import {
  CheckboxField,
  DataAgreementField,
  FieldRow,
  NameFields,
  salutationDefaults,
  SalutationFields,
  SelectField,
  TextField,
} from '@/features/forms/Fields';
import { StandardForm } from '@/features/forms/FormFrame';
import { postForm } from '@/features/forms/api';
import { formPayload } from '@/features/forms/payload';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';

export interface AddressFormProps extends FormBlockProps {
  /** The `countries` datasource in the visitor's language (ISO alpha-2 values). */
  countries: readonly DropdownOption[];
}

/**
 * 001 §5: the address form. In Japanese the region and the mobile phone are required and the
 * house number is not (the shared rules say which).
 */
export function AddressForm({ placement, copy, countries }: AddressFormProps) {
  const withTitle = showsTitle(placement.locale);
  const form = useMaisonForm({
    action: 'ADDRESS_FORM',
    placement,
    initial: {
      ...salutationDefaults(withTitle),
      address_street: '',
      address_number: '',
      address_region: '',
      address_zip_code: '',
      address_city: '',
      address_country: '',
      email: '',
      mobile_phone: '',
      newsletter_subscription: false,
      data_agreement: false,
    },
  });

  const onSubmit = form.onSubmit((values) =>
    postForm(formPayload('ADDRESS_FORM', placement, values, FORM_FIELDS.ADDRESS_FORM)),
  );

  return (
    <StandardForm component="address_form" copy={copy} form={form} onSubmit={onSubmit}>
      <SalutationFields form={form} withTitle={withTitle} />
      <NameFields form={form} />
      <FieldRow>
        <TextField form={form} name="address_street" />
        <TextField form={form} name="address_number" />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="address_zip_code" />
        <TextField form={form} name="address_city" />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="address_region" />
        <SelectField form={form} name="address_country" options={countries} filterable />
      </FieldRow>
      <FieldRow>
        <TextField form={form} name="email" />
        <TextField form={form} name="mobile_phone" />
      </FieldRow>
      <CheckboxField form={form} name="newsletter_subscription" />
      <DataAgreementField
        form={form}
        label={copy.dataAgreementLabel}
        href={copy.dataAgreementHref}
      />
    </StandardForm>
  );
}
