'use client';

import { failureMessage, resetConfirmError } from './errors';
import { FormAlert } from './FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { SubmitRow } from './SubmitRow';
import { useAccountForm } from './useAccountForm';
import { newPasswordSchema } from './validation';
import styles from './account.module.css';

/**
 * A new password with its repetition, sent with the uid and token of a mail link: the password
 * reset (000 §4) and an invited user's first password (002 §2) share the rules and messages
 * (000 §5, §8). A refusal shows the first error among error, password, token, uid.
 */
export function NewPasswordForm({
  labels,
  testId,
  post,
  succeeded,
  onSuccess,
  busy = false,
}: {
  labels: { password: string; repeat: string; submit: string };
  testId: string;
  /** Sends the password; answers the API's status and body. */
  post: (password: string) => Promise<{ status: number; data: unknown }>;
  succeeded: (status: number) => boolean;
  onSuccess: () => void;
  /** Keeps the button busy after success, while the next page loads. */
  busy?: boolean;
}) {
  const form = useAccountForm(newPasswordSchema, { password: '', re_password: '' });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      const res = await post(password);
      if (succeeded(res.status)) {
        onSuccess();
        return;
      }
      form.showErrors({
        fields: {},
        detail: failureMessage(res.status, resetConfirmError(res.data)),
      });
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid={testId}>
      <NewPasswordFields form={form} labels={labels} />
      <FormAlert message={form.alert} />
      <SubmitRow loading={form.formState.isSubmitting || busy}>{labels.submit}</SubmitRow>
    </form>
  );
}
