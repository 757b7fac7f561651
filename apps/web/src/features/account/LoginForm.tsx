'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useGuestListKeptToast } from '@/features/wishlist/useWishlist';
import { TextInput } from '@/ui/TextInput';
import { writeErrors } from './errors';
import { FormAlert } from './FormMessage';
import { afterLoginTarget, type AfterLoginPages } from './redirect';
import { ResendActivation } from './ResendActivation';
import { session } from './session';
import { useAccountForm } from './useAccountForm';
import { loginSchema } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

const NO_ACTIVE_ACCOUNT = 'loginForm.error.no-active-account';

/**
 * 000 §4: e-mail and password; on success the redirect rules of afterLoginTarget; an inactive
 * account is offered a new activation mail. A portal user
 * made without an e-mail (002 §5) signs in with the username in the same field, so the field
 * is a text field that only needs a value (docs/decisions/0033-portal-user-management.md).
 */
export function LoginForm({ next, pages }: { next: string | null; pages: AfterLoginPages }) {
  const t = useTranslations('account.login');
  const router = useRouter();
  const guestListKept = useGuestListKeptToast();
  const form = useAccountForm(loginSchema, { email: '', password: '' });
  // The button stays busy while the next page loads.
  const [leaving, setLeaving] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await session.login(values.email.trim(), values.password);
      if (res.ok && res.data) {
        if (res.guestWishlistKept) guestListKept();
        setLeaving(true);
        router.push(afterLoginTarget(res.data, next, pages));
        return;
      }
      form.showErrors(writeErrors(res, ['email', 'password'] as const));
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="login-form">
      <TextInput
        label={t('email')}
        type="text"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.register('email')}
        error={form.errorText('email')}
      />
      <TextInput
        label={t('password')}
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={form.errorText('password')}
      />
      <FormAlert message={form.alert} />
      {form.alert && 'key' in form.alert && form.alert.key === NO_ACTIVE_ACCOUNT ? (
        <ResendActivation email={form.getValues('email').trim()} />
      ) : null}
      <SubmitRow loading={form.formState.isSubmitting || leaving}>{t('submit')}</SubmitRow>
    </form>
  );
}
