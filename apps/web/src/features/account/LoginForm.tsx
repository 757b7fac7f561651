'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useGuestListKeptToast } from '@/features/wishlist/useWishlist';
import { TextInput } from '@/ui/TextInput';
import { writeErrors, type FormErrors } from './errors';
import { FormAlert, useMessageText } from './FormMessage';
import { afterLoginTarget, type AfterLoginPages } from './redirect';
import { session } from './session';
import { validateLogin } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';
import { useFormValues } from './useFormValues';

type Field = 'email' | 'password';
const NO_ERRORS: FormErrors<Field> = { fields: {}, detail: null };

/** 000 §4: e-mail and password; on success the redirect rules of afterLoginTarget. */
export function LoginForm({ next, pages }: { next: string | null; pages: AfterLoginPages }) {
  const t = useTranslations('account.login');
  const text = useMessageText();
  const router = useRouter();
  const guestListKept = useGuestListKeptToast();
  const { values, change } = useFormValues({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = validateLogin(values);
    setErrors({ fields, detail: null });
    if (Object.keys(fields).length) return;
    setLoading(true);
    try {
      const res = await session.login(values.email.trim(), values.password);
      if (res.ok && res.data) {
        if (res.guestWishlistKept) guestListKept();
        router.push(afterLoginTarget(res.data, next, pages));
        return;
      }
      setErrors(writeErrors(res, ['email', 'password'] as const));
    } catch {
      setErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
    setLoading(false);
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="login-form">
      <TextInput
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={change('email')}
        error={text(errors.fields.email)}
      />
      <TextInput
        label={t('password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={text(errors.fields.password)}
      />
      <FormAlert message={errors.detail} />
      <SubmitRow loading={loading}>{t('submit')}</SubmitRow>
    </form>
  );
}
