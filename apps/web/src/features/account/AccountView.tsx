'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { USER_GENDERS, USER_TITLES } from '@maison/domain/constants';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { TextInput } from '@/ui/TextInput';
import { toast } from '@/ui/Toast';
import { apiFetch, setAccessToken, type User } from './api';
import { statusMessage, writeErrors, type FormErrors, type FormMessage } from './errors';
import { FormAlert, useMessageText } from './FormMessage';
import { session, useSession } from './session';
import { validateNewPassword } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';
import { useFormValues } from './useFormValues';

const PROFILE_FIELDS = ['title', 'gender', 'first_name', 'last_name', 'language'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

function ProfileForm({ user, languages }: { user: User; languages: DropdownOption[] }) {
  const t = useTranslations('account.profile');
  const text = useMessageText();
  const [values, setValues] = useState({
    title: user.title ?? '',
    gender: user.gender ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    language: user.language,
    newsletter: Boolean(user.newsletter),
  });
  const [errors, setErrors] = useState<FormErrors<ProfileField>>({ fields: {}, detail: null });
  const [loading, setLoading] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const required = { key: 'form-general.required-field' };
    const fields: FormErrors<ProfileField>['fields'] = {};
    if (!values.first_name.trim()) fields.first_name = required;
    if (!values.last_name.trim()) fields.last_name = required;
    setErrors({ fields, detail: null });
    if (Object.keys(fields).length) return;
    setLoading(true);
    try {
      const res = await apiFetch<User>('/users/me/', {
        method: 'PATCH',
        body: { ...values, title: values.title || null, gender: values.gender || null },
      });
      if (res.ok && res.data) {
        session.setUser(res.data);
        toast.show({ type: 'success', timing: 'short', content: t('saved') });
      } else setErrors(writeErrors(res, PROFILE_FIELDS));
    } catch {
      setErrors({ fields: {}, detail: { key: 'account.error.network' } });
    } finally {
      setLoading(false);
    }
  };

  const options = (values: readonly string[], group: string): DropdownOption[] =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="profile-form">
      <TextInput label={t('email')} value={user.email} readOnly disabled />
      <div className={styles.row}>
        <Dropdown
          label={t('title')}
          items={options(USER_TITLES, 'titles')}
          value={values.title || null}
          placeholder={t('none')}
          onValueChange={(title) => set({ title })}
          error={text(errors.fields.title)}
        />
        <Dropdown
          label={t('gender')}
          items={options(USER_GENDERS, 'genders')}
          value={values.gender || null}
          placeholder={t('none')}
          onValueChange={(gender) => set({ gender })}
          error={text(errors.fields.gender)}
        />
      </div>
      <div className={styles.row}>
        <TextInput
          label={t('first_name')}
          required
          autoComplete="given-name"
          value={values.first_name}
          onChange={(event) => set({ first_name: event.target.value })}
          error={text(errors.fields.first_name)}
        />
        <TextInput
          label={t('last_name')}
          required
          autoComplete="family-name"
          value={values.last_name}
          onChange={(event) => set({ last_name: event.target.value })}
          error={text(errors.fields.last_name)}
        />
      </div>
      <Dropdown
        label={t('language')}
        items={languages}
        value={values.language}
        onValueChange={(language) => set({ language })}
        required
        error={text(errors.fields.language)}
      />
      <Checkbox
        label={t('newsletter')}
        checked={values.newsletter}
        onCheckedChange={(newsletter) => set({ newsletter })}
      />
      <FormAlert message={errors.detail} />
      <SubmitRow loading={loading}>{t('submit')}</SubmitRow>
    </form>
  );
}

type PasswordField = 'current_password' | 'new_password' | 're_new_password';

function ChangePasswordForm() {
  const t = useTranslations('account.changePassword');
  const text = useMessageText();
  const empty = { current_password: '', new_password: '', re_new_password: '' };
  const { values, setValues, change } = useFormValues(empty);
  const [errors, setErrors] = useState<FormErrors<PasswordField>>({ fields: {}, detail: null });
  const [loading, setLoading] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateNewPassword({
      password: values.new_password,
      re_password: values.re_new_password,
    });
    const fields: FormErrors<PasswordField>['fields'] = {
      new_password: checked.password,
      re_new_password: checked.re_password,
    };
    if (!values.current_password)
      fields.current_password = { key: 'register.error.password-required' };
    const present = Object.fromEntries(Object.entries(fields).filter(([, m]) => m));
    setErrors({ fields: present, detail: null });
    if (Object.keys(present).length) return;
    setLoading(true);
    try {
      const res = await apiFetch<Record<string, unknown>>('/users/set_password/', {
        method: 'POST',
        body: { current_password: values.current_password, new_password: values.new_password },
      });
      if (res.ok) {
        // The change ends every earlier session token; the answer's new cookie carries this one.
        setAccessToken(null);
        setValues(empty);
        toast.show({ type: 'success', timing: 'medium', content: t('saved') });
      } else setErrors(writeErrors(res, ['current_password', 'new_password'] as const));
    } catch {
      setErrors({ fields: {}, detail: { key: 'account.error.network' } });
    } finally {
      setLoading(false);
    }
  };

  const input = (field: PasswordField, autoComplete: string) => (
    <TextInput
      label={t(field)}
      type="password"
      autoComplete={autoComplete}
      required
      value={values[field]}
      onChange={change(field)}
      error={text(errors.fields[field])}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="password-form">
      {input('current_password', 'current-password')}
      {input('new_password', 'new-password')}
      {input('re_new_password', 'new-password')}
      <FormAlert message={errors.detail} />
      <SubmitRow loading={loading} secondary>
        {t('submit')}
      </SubmitRow>
    </form>
  );
}

/**
 * The account page (001 §2): profile, password and logout for a logged-in user. Guests see
 * `guest` (the login form) in its place, so the page also serves as the login redirect target.
 */
export function AccountView({
  languages,
  homeHref,
  guest,
}: {
  languages: DropdownOption[];
  homeHref: string;
  guest: ReactNode;
}) {
  const t = useTranslations('account');
  const current = useSession();
  const router = useRouter();
  const text = useMessageText();
  const [leaving, setLeaving] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState<FormMessage | null>(null);

  if (current.status === 'loading') return <p className={styles.muted}>{t('loading')}</p>;
  if (current.status === 'guest') return guest;

  const logout = async () => {
    setLeaving(true);
    setLogoutFailed(null);
    const ended = await session.logout();
    if (ended.ok) {
      router.push(homeHref);
      return;
    }
    setLeaving(false);
    setLogoutFailed(statusMessage(ended.status));
  };

  return (
    <div data-testid="account-view">
      <p className={styles.intro}>{t('greeting', { name: current.user.first_name })}</p>
      <section className={styles.section} aria-labelledby="account-profile">
        <h2 id="account-profile" className={styles.sectionTitle}>
          {t('profile.heading')}
        </h2>
        <ProfileForm key={current.user.id} user={current.user} languages={languages} />
      </section>
      <section className={styles.section} aria-labelledby="account-password">
        <h2 id="account-password" className={styles.sectionTitle}>
          {t('changePassword.title')}
        </h2>
        <ChangePasswordForm />
      </section>
      <section className={styles.section} aria-labelledby="account-logout">
        <h2 id="account-logout" className={styles.sectionTitle}>
          {t('logout.title')}
        </h2>
        <Button variant="secondary" loading={leaving} onClick={() => void logout()}>
          {t('logout.submit')}
        </Button>
        {logoutFailed ? (
          <p className={styles.alert} role="alert" data-testid="logout-error">
            {t('logout.failed', { reason: text(logoutFailed) ?? '' })}
          </p>
        ) : null}
      </section>
    </div>
  );
}
