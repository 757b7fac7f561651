'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Controller } from 'react-hook-form';
import {
  USER_GENDERS,
  USER_TITLES,
  type Locale,
  type UserGender,
  type UserTitle,
} from '@maison/domain/constants';
import { nameFieldOrder } from '@maison/domain/forms/name-order';
import { Checkbox } from '@/ui/Checkbox';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { TextInput } from '@/ui/TextInput';
import { toast } from '@/ui/Toast';
import { api, send } from '@maison/api/web-client';
import type { User } from './api';
import { writeErrors } from './errors';
import { FormAlert } from './FormMessage';
import { session } from './session';
import { useAccountForm } from './useAccountForm';
import { profileSchema } from './validation';
import styles from './account.module.css';
import { SubmitRow } from './SubmitRow';

const PROFILE_FIELDS = ['title', 'gender', 'first_name', 'last_name', 'language'] as const;

/** 001 §2: title, salutation, names, the language of our e-mails and the newsletter tick. */
export function ProfileForm({ user, languages }: { user: User; languages: DropdownOption[] }) {
  const t = useTranslations('account.profile');
  const locale = useLocale();
  const form = useAccountForm(profileSchema, {
    title: user.title ?? '',
    gender: user.gender ?? '',
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    language: user.language,
    newsletter: Boolean(user.newsletter),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await send(
        api.api.v1.users.me.index.$patch({
          json: {
            ...values,
            // The dropdowns offer only the codes (empty is none chosen) and our languages.
            title: (values.title || null) as UserTitle | null,
            gender: (values.gender || null) as UserGender | null,
            language: values.language as Locale,
          },
        }),
      );
      if (res.ok && res.data) {
        session.setUser(res.data);
        toast.show({ type: 'success', timing: 'short', content: t('saved') });
      } else form.showErrors(writeErrors(res, PROFILE_FIELDS));
    } catch {
      form.showErrors({ fields: {}, detail: { key: 'account.error.network' } });
    }
  });

  const options = (values: readonly string[], group: string): DropdownOption[] =>
    values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  const choice = (name: 'title' | 'gender', items: DropdownOption[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Dropdown
          label={t(name)}
          items={items}
          value={field.value || null}
          placeholder={t('none')}
          onValueChange={field.onChange}
          error={form.errorText(name)}
        />
      )}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="profile-form">
      <TextInput label={t('email')} value={user.email} readOnly disabled />
      <div className={styles.row}>
        {choice('title', options(USER_TITLES, 'titles'))}
        {choice('gender', options(USER_GENDERS, 'genders'))}
      </div>
      <div className={styles.row}>
        {nameFieldOrder(locale).map((name) => (
          <TextInput
            key={name}
            label={t(name)}
            required
            autoComplete={name === 'first_name' ? 'given-name' : 'family-name'}
            {...form.register(name)}
            error={form.errorText(name)}
          />
        ))}
      </div>
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <Dropdown
            label={t('language')}
            items={languages}
            value={field.value}
            onValueChange={field.onChange}
            required
            error={form.errorText('language')}
          />
        )}
      />
      <Controller
        control={form.control}
        name="newsletter"
        render={({ field }) => (
          <Checkbox
            label={t('newsletter')}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <FormAlert message={form.alert} />
      <SubmitRow loading={form.formState.isSubmitting}>{t('submit')}</SubmitRow>
    </form>
  );
}
