'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Fragment, useState } from 'react';
import { Controller } from 'react-hook-form';
import { REGISTRATION_SUCCESS_STATUS } from '@maison/domain/constants';
import { nameFieldOrder } from '@maison/domain/forms/name-order';
import { useGuestListKeptToast } from '@/features/wishlist/useWishlist';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { TextInput } from '@/ui/TextInput';
import { api, send } from '@maison/api/web-client';
import { writeErrors } from './errors';
import { FormAlert } from './FormMessage';
import { session } from './session';
import { useAccountForm } from './useAccountForm';
import { registrationSchema } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 're_password', 'language'] as const;
type TextField = Exclude<(typeof FIELDS)[number], 'language'>;

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
  const router = useRouter();
  const guestListKept = useGuestListKeptToast();
  const form = useAccountForm(registrationSchema, {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    re_password: '',
    language: locale,
  });
  // The button stays busy while the account page loads.
  const [leaving, setLeaving] = useState(false);
  const [awaitingActivation, setAwaitingActivation] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const email = values.email.trim();
      const res = await send(api.api.v1.users.index.$post({ json: { ...values, email } }));
      if (res.status !== REGISTRATION_SUCCESS_STATUS) {
        form.showErrors(writeErrors(res, FIELDS));
        return;
      }
      const login = await session.login(email, values.password);
      if (login.ok) {
        if (login.guestWishlistKept) guestListKept();
        setLeaving(true);
        router.push(accountHref);
        return;
      }
      setAwaitingActivation(email);
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  if (awaitingActivation !== null)
    return (
      <p className={styles.success} role="status" data-testid="register-success">
        {t('checkMail', { email: awaitingActivation })}
      </p>
    );

  const input = (field: TextField, type: string, autoComplete: string) => (
    <TextInput
      label={t(field)}
      type={type}
      autoComplete={autoComplete}
      required
      {...form.register(field)}
      error={form.errorText(field)}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="register-form">
      <div className={styles.row}>
        {nameFieldOrder(locale).map((name) => (
          <Fragment key={name}>
            {input(name, 'text', name === 'first_name' ? 'given-name' : 'family-name')}
          </Fragment>
        ))}
      </div>
      {input('email', 'email', 'email')}
      {input('password', 'password', 'new-password')}
      {input('re_password', 'password', 'new-password')}
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <Dropdown
            label={t('language')}
            name={field.name}
            items={languages}
            value={field.value}
            onValueChange={field.onChange}
            required
            error={form.errorText('language')}
          />
        )}
      />
      <FormAlert message={form.alert} />
      <SubmitRow loading={form.formState.isSubmitting || leaving}>{t('submit')}</SubmitRow>
    </form>
  );
}
