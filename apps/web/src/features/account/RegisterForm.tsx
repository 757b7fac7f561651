'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { REGISTRATION_SUCCESS_STATUS } from '@maison/domain/constants';
import { useGuestListKeptToast } from '@/features/wishlist/useWishlist';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { TextInput } from '@/ui/TextInput';
import { apiFetch } from './api';
import { writeErrors, type FormErrors } from './errors';
import { FormAlert, useMessageText } from './FormMessage';
import { session } from './session';
import { validateRegistration } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';
import { useFormValues } from './useFormValues';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 're_password', 'language'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const NO_ERRORS: FormErrors<Field> = { fields: {}, detail: null };

/**
 * Registration (001 §2): names, e-mail, password twice and the language of our e-mails; then
 * the automatic login (000 §4, 001 §4) and the account page. While the account still awaits
 * its activation, the login is refused and the form says to open the activation e-mail.
 */
export function RegisterForm({
  languages,
  accountHref,
}: {
  languages: DropdownOption[];
  accountHref: string;
}) {
  const t = useTranslations('account.register');
  const locale = useLocale();
  const text = useMessageText();
  const router = useRouter();
  const guestListKept = useGuestListKeptToast();
  const { values, setValues, change } = useFormValues<Values>({
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    re_password: '',
    language: locale,
  });
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [loading, setLoading] = useState(false);
  const [awaitingActivation, setAwaitingActivation] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateRegistration(values);
    setErrors({ fields, detail: null });
    if (Object.keys(fields).length) return;
    setLoading(true);
    try {
      const email = values.email.trim();
      const res = await apiFetch<Record<string, unknown>>('/users/', {
        method: 'POST',
        body: { ...values, email },
      });
      if (res.status !== REGISTRATION_SUCCESS_STATUS) {
        setErrors(writeErrors(res, FIELDS));
        setLoading(false);
        return;
      }
      const login = await session.login(email, values.password);
      if (login.ok) {
        if (login.guestWishlistKept) guestListKept();
        router.push(accountHref);
        return;
      }
      setAwaitingActivation(true);
    } catch {
      setErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
    setLoading(false);
  };

  if (awaitingActivation)
    return (
      <p className={styles.success} role="status" data-testid="register-success">
        {t('checkMail', { email: values.email.trim() })}
      </p>
    );

  const input = (field: Exclude<Field, 'language'>, type: string, autoComplete: string) => (
    <TextInput
      label={t(field)}
      name={field}
      type={type}
      autoComplete={autoComplete}
      required
      value={values[field]}
      onChange={change(field)}
      error={text(errors.fields[field])}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="register-form">
      <div className={styles.row}>
        {input('first_name', 'text', 'given-name')}
        {input('last_name', 'text', 'family-name')}
      </div>
      {input('email', 'email', 'email')}
      {input('password', 'password', 'new-password')}
      {input('re_password', 'password', 'new-password')}
      <Dropdown
        label={t('language')}
        name="language"
        items={languages}
        value={values.language}
        onValueChange={(language) => setValues((v) => ({ ...v, language }))}
        required
        error={text(errors.fields.language)}
      />
      <FormAlert message={errors.detail} />
      <SubmitRow loading={loading}>{t('submit')}</SubmitRow>
    </form>
  );
}
