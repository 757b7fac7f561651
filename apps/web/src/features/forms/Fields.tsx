'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useController, type Control } from 'react-hook-form';
import { USER_GENDERS, USER_TITLES } from '@maison/domain/constants';
import { nameFieldOrder } from '@maison/domain/forms/name-order';
import { useMessageText } from '@/features/account/FormMessage';
import { messageOf } from '@/features/account/hookForm';
import { Checkbox } from '@/ui/Checkbox';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { TextArea, TextInput } from '@/ui/TextInput';
import type { FormValue, FormValues } from './payload';
import styles from './forms.module.css';

/** What a field needs of its form (useMaisonForm returns it). */
export interface Form {
  control: Control<FormValues>;
  isRequired(field: string): boolean;
}

/** One field of the form: its value and setter, whether it is required, its message's text. */
export function useFormField(form: Form, name: string) {
  const { field, fieldState } = useController({ control: form.control, name });
  const text = useMessageText();
  return {
    value: field.value as FormValue | undefined,
    set: field.onChange as (value: FormValue) => void,
    onBlur: field.onBlur,
    required: form.isRequired(name),
    error: text(messageOf(fieldState.error)),
  };
}

/** The wrapper of one field: `data-field` names the API field (e2e convention). */
export function Field({
  name,
  wide = false,
  children,
}: {
  name: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div data-field={name} className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      {children}
    </div>
  );
}

/** Two fields side by side from desktop width, stacked on phones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** First and last name in the order the visitor's language writes them, side by side. */
export function NameFields({ form, inRow = true }: { form: Form; inRow?: boolean }) {
  const locale = useLocale();
  const fields = nameFieldOrder(locale).map((name) => (
    <TextField key={name} form={form} name={name} />
  ));
  return inRow ? <FieldRow>{fields}</FieldRow> : <>{fields}</>;
}

const AUTOCOMPLETE: Record<string, string> = {
  email: 'email',
  first_name: 'given-name',
  last_name: 'family-name',
  customer_lastname: 'off',
  mobile_phone: 'tel',
  address_street: 'address-line1',
  address_number: 'address-line2',
  address_region: 'address-level1',
  address_zip_code: 'postal-code',
  address_city: 'address-level2',
};

const INPUT_TYPE: Record<string, string> = { email: 'email', mobile_phone: 'tel' };

/** A text field of the form: label from forms.fields, asterisk when required, error below. */
export function TextField({
  form,
  name,
  label,
  multiline = false,
  readOnly,
}: {
  form: Form;
  name: string;
  label?: ReactNode;
  multiline?: boolean;
  readOnly?: boolean;
}) {
  const t = useTranslations('forms.fields');
  const field = useFormField(form, name);
  const props = {
    label: label ?? t(name),
    name,
    required: field.required,
    value: String(field.value ?? ''),
    error: field.error,
    readOnly,
    onBlur: field.onBlur,
  };
  return (
    <Field name={name} wide={multiline}>
      {multiline ? (
        <TextArea {...props} rows={5} onChange={(e) => field.set(e.target.value)} />
      ) : (
        <TextInput
          {...props}
          type={INPUT_TYPE[name] ?? 'text'}
          autoComplete={AUTOCOMPLETE[name]}
          onChange={(e) => field.set(e.target.value)}
        />
      )}
    </Field>
  );
}

/** A choice of the form as the house dropdown; options carry data-value (e2e convention). */
export function SelectField({
  form,
  name,
  options,
  label,
  filterable,
  allowEmpty = false,
}: {
  form: Form;
  name: string;
  options: readonly DropdownOption[];
  label?: ReactNode;
  filterable?: boolean;
  /** The empty value is an option of its own (no title). */
  allowEmpty?: boolean;
}) {
  const t = useTranslations('forms.fields');
  const field = useFormField(form, name);
  const value = String(field.value ?? '');
  return (
    <Field name={name}>
      <Dropdown
        label={label ?? t(name)}
        name={name}
        items={options}
        value={allowEmpty ? value : value || null}
        onValueChange={field.set}
        required={field.required}
        error={field.error}
        filterable={filterable}
      />
    </Field>
  );
}

/** A tick of the form (newsletter, tour). */
export function CheckboxField({
  form,
  name,
  label,
}: {
  form: Form;
  name: string;
  label?: ReactNode;
}) {
  const t = useTranslations('forms.fields');
  const field = useFormField(form, name);
  return (
    <Field name={name} wide>
      <Checkbox
        label={label ?? t(name)}
        name={name}
        value="true"
        checked={field.value === true}
        onCheckedChange={field.set}
        required={field.required}
        error={field.error}
      />
    </Field>
  );
}

/**
 * The data agreement (000 §2): the editor's label, linking to the agreement page when one is
 * configured (in a new tab, so the form keeps what was typed).
 */
export function DataAgreementField({
  form,
  label,
  href,
}: {
  form: Form;
  label: string | null;
  href: string | null;
}) {
  const t = useTranslations('forms');
  const text = label ?? t('dataAgreement');
  return (
    <CheckboxField
      form={form}
      name="data_agreement"
      label={
        href ? (
          <a className={styles.link} href={href} target="_blank" rel="noopener">
            {text}
          </a>
        ) : (
          text
        )
      }
    />
  );
}

/** 001 §3: titles DR, PROF, PROF_DR, DR_DR, DIPL_ING, or none. */
function TitleField({ form }: { form: Form }) {
  const t = useTranslations('forms');
  const options = [
    { value: '', label: t('noTitle') },
    ...USER_TITLES.map((value) => ({ value, label: t(`titles.${value}`) })),
  ];
  return <SelectField form={form} name="title" options={options} allowEmpty />;
}

/** 001 §3: genders M, W, D as salutations. */
export function GenderField({ form }: { form: Form }) {
  const t = useTranslations('forms');
  const options = USER_GENDERS.map((value) => ({ value, label: t(`genders.${value}`) }));
  return <SelectField form={form} name="gender" options={options} />;
}

/** The empty values of the salutation row and the names (SalutationFields, NameFields). */
export function salutationDefaults(withTitle: boolean) {
  return { ...(withTitle ? { title: '' } : {}), gender: '', first_name: '', last_name: '' };
}

/** The salutation row of the forms that address the sender: the title where the form asks for it, and the gender. */
export function SalutationFields({ form, withTitle }: { form: Form; withTitle: boolean }) {
  return (
    <FieldRow>
      {withTitle ? <TitleField form={form} /> : null}
      <GenderField form={form} />
    </FieldRow>
  );
}
