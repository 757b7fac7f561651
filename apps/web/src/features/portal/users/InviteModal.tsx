'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { api, send } from '@maison/api/web-client';
import { DEFAULT_LOCALE, LOCALES, USER_GENDERS } from '@maison/domain/constants';
import { nameFieldOrder } from '@maison/domain/forms/name-order';
import { generateUsername, PORTAL_USER_TYPES } from '@maison/domain/portal/users';
import { errorBody, firstText } from '@/features/account/errors';
import { Checkbox } from '@/ui/Checkbox';
import { Dropdown, type DropdownOption } from '@/ui/Dropdown';
import { Modal, ModalFormFooter } from '@/ui/Modal';
import { TextInput } from '@/ui/TextInput';
import { toast } from '@/ui/Toast';
import type { CreateUserResult, Location } from '../api';
import { OneTimePasswordScreen } from './OneTimePasswordScreen';
import { refreshLocation } from './queries';
import {
  inviteSchema,
  type InviteBody,
  type InviteContext,
  type InviteValues,
} from './inviteSchema';
import styles from './users.module.css';

/** Tries for a generated username nobody listed has (two random characters collide rarely). */
const USERNAME_ATTEMPTS = 20;

/**
 * 002 §5: the username of the names and location, with random characters fixed while the modal
 * is open (the name does not flicker while typing) and drawn again when listed already.
 */
function useGeneratedUsername(taken: ReadonlySet<string>) {
  const seeds = useRef<number[]>([]);
  return useCallback(
    (location: string, firstName: string, lastName: string) => {
      for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
        let draw = attempt * 2;
        const random = () => {
          seeds.current[draw] ??= Math.random();
          return seeds.current[draw++]!;
        };
        const name = generateUsername(location, firstName, lastName, random);
        if (!taken.has(name.toLowerCase())) return name;
      }
      return generateUsername(location, firstName, lastName);
    },
    [taken],
  );
}

/** The server's words on a failed create (002 §8): its detail or message, if any. */
function serverMessage(data: unknown): string | null {
  const body = errorBody(data);
  if (!body) return null;
  return firstText(body.detail) ?? firstText(body.message);
}

/** Field errors of a refused create, on the form's field names. */
const SERVER_FIELDS: Record<string, keyof InviteValues> = {
  email: 'email',
  username: 'username',
  location: 'location',
  language: 'language',
  portal_user_type: 'portal_user_type',
  'user_data.first_name': 'first_name',
  'user_data.last_name': 'last_name',
  'user_data.gender': 'gender',
};

type OneTimePassword = Extract<CreateUserResult, { type: 'location_user_with_one_time_password' }>;

/**
 * 002 §2, §4, §5, §8: the invite modal. Invite stays disabled until the form is valid; an
 * e-mail or username already listed is refused before sending. The outcome: the one-time
 * password screen, an invite toast, or a toast that the user exists and was given access.
 */
export function InviteModal({
  locations,
  context,
  onClose,
}: {
  /** The locations where the viewer may invite (location_users:manage, 002 §6). */
  locations: readonly Location[];
  context: InviteContext;
  onClose: () => void;
}) {
  const t = useTranslations('partnerportal.users');
  const tLanguage = useTranslations('language');
  const locale = useLocale();
  const formId = useId();
  const queryClient = useQueryClient();
  const schema = useMemo(() => inviteSchema(context), [context]);
  const form = useForm<InviteValues, unknown, InviteBody>({
    defaultValues: {
      first_name: '',
      last_name: '',
      gender: '',
      location: locations.length === 1 ? String(locations[0]!.id) : '',
      language: DEFAULT_LOCALE,
      withoutEmail: false,
      email: '',
      username: '',
      portal_user_type: '',
    },
    resolver: zodResolver(schema),
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as InviteValues;
  const valid = schema.safeParse(values).success;
  const [created, setCreated] = useState<OneTimePassword['data'] | null>(null);

  // 002 §5: the username follows location and names until the person types one.
  const [usernameTyped, setUsernameTyped] = useState(false);
  const generate = useGeneratedUsername(context.usernames);
  const locationName = locations.find((l) => String(l.id) === values.location)?.name ?? '';
  useEffect(() => {
    if (!values.withoutEmail || usernameTyped) return;
    const name =
      locationName || values.first_name || values.last_name
        ? generate(locationName, values.first_name, values.last_name)
        : '';
    if (name !== form.getValues('username')) form.setValue('username', name);
  }, [
    values.withoutEmail,
    usernameTyped,
    locationName,
    values.first_name,
    values.last_name,
    generate,
    form,
  ]);

  const fieldError = (field: keyof InviteValues) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`form.errors.${error.message}`);
  };

  const submit = form.handleSubmit(async (body) => {
    const failed = (text?: string | null) =>
      form.setError('root.server', { message: text ?? t('form.errors.create') });
    try {
      const res = await send(
        api.api.v1.locations[':id'].users.index.$post({
          param: { id: String(body.location) },
          json: body,
        }),
      );
      if (!res.ok || !res.data) {
        const message = serverMessage(res.data);
        const fields = errorBody(res.data) ?? {};
        let marked = false;
        for (const [key, field] of Object.entries(SERVER_FIELDS)) {
          const text = firstText(fields[key]);
          if (text && !message) {
            form.setError(field, { type: 'server', message: text });
            marked = true;
          }
        }
        if (!marked || message) failed(message);
        return;
      }
      void refreshLocation(queryClient, body.location);
      const result = res.data as CreateUserResult;
      if (result.type === 'location_user_with_one_time_password') {
        setCreated(result.data);
        return;
      }
      const location = locations.find((l) => l.id === body.location)?.name ?? '';
      toast.show(
        result.type === 'location_invite'
          ? {
              type: 'success',
              timing: 'medium',
              content: t('toast.invited', { email: result.data.email ?? '' }),
            }
          : {
              type: 'info',
              timing: 'long',
              content: t('toast.exists', {
                name: `${result.data.user.first_name} ${result.data.user.last_name}`,
                location,
              }),
            },
      );
      onClose();
    } catch {
      failed(null);
    }
  });

  if (created) {
    return <OneTimePasswordScreen created={created} onClose={onClose} />;
  }

  const failure = errors.root?.server?.message;
  /** A required choice; choosing marks it touched, so its message shows at once (onTouched). */
  const choice = (
    name: 'gender' | 'location' | 'portal_user_type',
    label: string,
    items: DropdownOption[],
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Dropdown
          label={label}
          items={items}
          value={field.value || null}
          onValueChange={(value) => {
            field.onChange(value);
            field.onBlur();
          }}
          placeholder={t('form.choose')}
          required
          error={fieldError(name)}
        />
      )}
    />
  );
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('form.title')}
      description={t('form.description')}
      className={styles.modal}
      footer={
        <ModalFormFooter
          formId={formId}
          cancel={t('form.cancel')}
          submit={t('form.submit')}
          disabled={!valid}
          disabledReason={t('form.submit-disabled')}
          loading={isSubmitting}
          submitTestId="invite-submit"
        />
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        data-testid="invite-form"
        onSubmit={(event) => {
          if (isSubmitting) event.preventDefault();
          else void submit(event);
        }}
      >
        <div className={styles.pair}>
          {nameFieldOrder(locale).map((name) => (
            <TextInput
              key={name}
              label={t(`form.${name}`)}
              required
              autoComplete="off"
              {...form.register(name)}
              error={fieldError(name)}
            />
          ))}
        </div>
        <div className={styles.pair}>
          {choice(
            'gender',
            t('form.gender'),
            USER_GENDERS.map((value) => ({ value, label: t(`form.genders.${value}`) })),
          )}
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <Dropdown
                label={t('form.language')}
                items={LOCALES.map((value) => ({ value, label: tLanguage(value) }))}
                value={field.value}
                onValueChange={field.onChange}
                required
              />
            )}
          />
        </div>
        {choice(
          'location',
          t('form.location'),
          locations.map((l) => ({ value: String(l.id), label: l.name })),
        )}
        {context.needsUserType
          ? choice(
              'portal_user_type',
              t('form.user-type'),
              PORTAL_USER_TYPES.map((value) => ({ value, label: t(`form.user-types.${value}`) })),
            )
          : null}
        <Controller
          control={form.control}
          name="withoutEmail"
          render={({ field }) => (
            <Checkbox
              label={t('form.without-email')}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
        {values.withoutEmail ? (
          <TextInput
            label={t('form.username')}
            hint={t('form.username-hint')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register('username', {
              onChange: (event: { target: { value: string } }) =>
                setUsernameTyped(event.target.value.trim() !== ''),
            })}
            error={fieldError('username')}
          />
        ) : (
          <TextInput
            label={t('form.email')}
            type="email"
            required
            autoComplete="off"
            {...form.register('email')}
            error={fieldError('email')}
          />
        )}
        {failure ? (
          <p className={styles.failure} role="alert" data-testid="invite-failure">
            {failure}
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
