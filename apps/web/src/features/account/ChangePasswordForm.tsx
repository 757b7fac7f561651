'use client';

import { useTranslations } from 'next-intl';
import { TextInput } from '@/ui/TextInput';
import { toast } from '@/ui/Toast';
import { api, send, setAccessToken } from '@maison/api/web-client';
import { writeErrors } from './errors';
import { FormAlert } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import { changePasswordSchema } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

type PasswordField = 'current_password' | 'new_password' | 're_new_password';
const EMPTY = { current_password: '', new_password: '', re_new_password: '' };

/** 001 §2: the current password and a new one, twice. */
export function ChangePasswordForm() {
  const t = useTranslations('account.changePassword');
  const form = useAccountForm(changePasswordSchema, EMPTY);

  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    try {
      const res = await send(
        api.api.v1.users.set_password.index.$post({ json: { current_password, new_password } }),
      );
      if (res.ok) {
        // The change ends every earlier session token; the answer's new cookie carries this one.
        setAccessToken(null);
        form.reset(EMPTY);
        toast.show({ type: 'success', timing: 'medium', content: t('saved') });
      } else form.showErrors(writeErrors(res, ['current_password', 'new_password'] as const));
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  const input = (field: PasswordField, autoComplete: string) => (
    <TextInput
      label={t(field)}
      type="password"
      autoComplete={autoComplete}
      required
      {...form.register(field)}
      error={form.errorText(field)}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="password-form">
      {input('current_password', 'current-password')}
      {input('new_password', 'new-password')}
      {input('re_new_password', 'new-password')}
      <FormAlert message={form.alert} />
      <SubmitRow loading={form.formState.isSubmitting} secondary>
        {t('submit')}
      </SubmitRow>
    </form>
  );
}
