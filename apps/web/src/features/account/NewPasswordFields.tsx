'use client';

import { TextInput } from '@/ui/TextInput';
import type { useAccountForm } from './useAccountForm';

type NewPasswordForm = ReturnType<typeof useAccountForm<{ password: string; re_password: string }>>;

/** A new password and its repetition (000 §5's rules, `newPasswordSchema`). */
export function NewPasswordFields({
  form,
  labels,
}: {
  form: NewPasswordForm;
  labels: { password: string; repeat: string };
}) {
  return (
    <>
      <TextInput
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        {...form.register('password')}
        error={form.errorText('password')}
      />
      <TextInput
        label={labels.repeat}
        type="password"
        autoComplete="new-password"
        required
        {...form.register('re_password')}
        error={form.errorText('re_password')}
      />
    </>
  );
}
