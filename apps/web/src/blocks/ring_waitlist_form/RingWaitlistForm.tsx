'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { FORM_FIELDS } from '@maison/domain/forms/rules';
import { api, send } from '@maison/api/web-client';
import { useSession } from '@/features/account/session';
import { DataAgreementField, FieldRow, TextField } from '@/features/forms/Fields';
import { FormSection, StandardForm } from '@/features/forms/FormFrame';
import { postForm } from '@/features/forms/api';
import { navigate } from '@/features/forms/navigate';
import { waitlistPayload } from '@/features/forms/payload';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';
import styles from '@/features/forms/forms.module.css';

export interface RingWaitlistFormProps extends FormBlockProps {
  intro: { headline: string | null; subheadline: string | null; text: string | null };
  /** The localized /error-access-denied?reason=waitlist. */
  deniedHref: string;
}

const FORBIDDEN = 403;

/**
 * 001 §2, §5, §6: the yearly-ring waitlist, for logged-in jewelers (a user with portal
 * locations). Others, and a 403 from the API, go to the access-denied page. The jeweler's
 * organization prefills jeweller_name and jeweller_customer_id.
 */
export function RingWaitlistForm(props: RingWaitlistFormProps) {
  const t = useTranslations('forms.waitlist');
  const current = useSession();
  const jeweler = current.status === 'user' && current.user.portal_locations?.length > 0;
  const denied = current.status !== 'loading' && !jeweler;

  useEffect(() => {
    if (denied) navigate.to(props.deniedHref);
  }, [denied, props.deniedHref]);

  if (!jeweler)
    return (
      <FormSection component="ring_waitlist_form">
        <p className={styles.muted} role="status">
          {t('checking')}
        </p>
      </FormSection>
    );
  return <WaitlistForm {...props} />;
}

function WaitlistForm({ placement, copy, intro, deniedHref }: RingWaitlistFormProps) {
  const form = useMaisonForm({
    action: 'LIMITED_RING_REQUEST',
    placement,
    initial: {
      customer_lastname: '',
      jewelry_value: '',
      ring_size: '',
      notes: '',
      jeweller_name: '',
      jeweller_customer_id: '',
      data_agreement: false,
    },
  });
  const { getValues, setValue } = form;

  useEffect(() => {
    let live = true;
    send(api.api.v1.organizations.index.$get())
      .then((result) => {
        const organization = Array.isArray(result.data) ? result.data[0] : undefined;
        if (!live || !result.ok || !organization) return;
        // What the jeweler typed meanwhile stays.
        if (!getValues('jeweller_name')) setValue('jeweller_name', organization.name);
        if (!getValues('jeweller_customer_id'))
          setValue('jeweller_customer_id', String(organization.id));
      })
      .catch(() => {
        // The server fills both when they are not sent (docs/forms.md).
      });
    return () => {
      live = false;
    };
  }, [getValues, setValue]);

  const onSubmit = form.onSubmit(
    (values) => postForm(waitlistPayload(placement, values, FORM_FIELDS.LIMITED_RING_REQUEST)),
    {
      onFailure: (result) => {
        if (result.status !== FORBIDDEN) return false;
        navigate.to(deniedHref);
        return true;
      },
    },
  );

  const introBlock =
    intro.headline || intro.subheadline || intro.text ? (
      <header className={styles.intro}>
        {intro.headline ? <h2 className={styles.headline}>{intro.headline}</h2> : null}
        {intro.subheadline ? <p className={styles.lead}>{intro.subheadline}</p> : null}
        {intro.text ? <p className={styles.text}>{intro.text}</p> : null}
      </header>
    ) : null;

  return (
    <StandardForm
      component="ring_waitlist_form"
      copy={copy}
      form={form}
      onSubmit={onSubmit}
      before={introBlock}
    >
      <FieldRow>
        <TextField form={form} name="customer_lastname" />
        <TextField form={form} name="jewelry_value" />
      </FieldRow>
      <TextField form={form} name="ring_size" />
      <TextField form={form} name="notes" multiline />
      <FieldRow>
        <TextField form={form} name="jeweller_name" />
        <TextField form={form} name="jeweller_customer_id" />
      </FieldRow>
      <DataAgreementField
        form={form}
        label={copy.dataAgreementLabel}
        href={copy.dataAgreementHref}
      />
    </StandardForm>
  );
}
