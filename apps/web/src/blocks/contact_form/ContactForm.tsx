'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { FORM_PATCH_SUCCESS_STATUS } from '@maison/domain/constants';
import { FORM_FIELDS, showsTitle } from '@maison/domain/forms/rules';
import { useWishlist } from '@/features/wishlist/useWishlist';
import {
  CheckboxField,
  DataAgreementField,
  FieldRow,
  NameFields,
  salutationDefaults,
  SalutationFields,
  SelectField,
  TextField,
} from '@/features/forms/Fields';
import { FormBody, FormIntro, FormSection, FormSuccess } from '@/features/forms/FormFrame';
import { patchForm, postForm } from '@/features/forms/api';
import { contactStep2Payload, formPayload } from '@/features/forms/payload';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';
import { useQueryParam } from '@/features/forms/useQueryParam';
import { track } from '@/features/tracking/track';
import { preselectedProducts } from './carousel';
import { ContactProducts } from './ContactProducts';
import type { ContactProduct } from './types';
import styles from './ContactForm.module.css';

export interface ContactFormProps extends FormBlockProps {
  subjects: readonly string[];
  step2: { headline: string | null; text: string | null };
  back: { href: string; label: string | null };
  products: readonly ContactProduct[];
}

/**
 * 001 §2–§5: the contact form. Step 1 (subject, e-mail, mobile phone, message, data agreement
 * and the chosen products) is posted; its 201 uuid opens step 2 (personal details, nothing
 * required), which is patched; 200 shows the success screen with the back link, a 404 only
 * stops loading. Events submit_contact_form and submit_contact_form_second_step (001 §7).
 */
export function ContactForm({
  placement,
  copy,
  subjects,
  step2,
  back,
  products,
}: ContactFormProps) {
  const t = useTranslations('forms');
  const { locale, formId } = placement;
  const withTitle = showsTitle(locale);

  const productParam = useQueryParam('product');
  const wishlistParam = useQueryParam('wishlistinclude');
  const wishlist = useWishlist();
  const [removed, setRemoved] = useState<readonly string[]>([]);
  const byMpn = useMemo(() => new Map(products.map((p) => [p.mpn, p])), [products]);
  const wishlistArticles = wishlist.entries.map((entry) => entry.article).join(',');
  const selected = useMemo(
    () =>
      preselectedProducts(
        productParam,
        wishlistParam,
        wishlistArticles ? wishlistArticles.split(',') : [],
      ).filter((mpn) => !removed.includes(mpn)),
    [productParam, wishlistParam, wishlistArticles, removed],
  );

  const [uuid, setUuid] = useState<string | null>(null);
  const step1 = useMaisonForm({
    action: 'CONTACT_FORM',
    placement,
    initial: { subject: '', email: '', mobile_phone: '', message: '', data_agreement: false },
    noPrefill: ['subject', 'message'],
  });
  const step2Form = useMaisonForm({
    action: 'CONTACT_FORM',
    placement,
    initial: {
      ...salutationDefaults(withTitle),
      address_zip_code: '',
      address_city: '',
      newsletter_subscription: false,
    },
    required: [],
  });

  const sendStep1 = step1.onSubmit(
    (values) => {
      const body = formPayload(
        'CONTACT_FORM',
        placement,
        { ...values, products: selected.join(',') },
        FORM_FIELDS.CONTACT_FORM,
      );
      return postForm(body);
    },
    {
      onSuccess: (result) => {
        track('submit_contact_form', { form_id: formId, products: selected.join(',') });
        setUuid(result.ok ? (result.data?.uuid ?? null) : null);
      },
    },
  );

  const sendStep2 = step2Form.onSubmit(
    (values) => patchForm(uuid!, contactStep2Payload(placement, values)),
    {
      success: FORM_PATCH_SUCCESS_STATUS,
      // 001 §8 shows nothing when step 2 fails; issue 14 says why, and the details stay.
      onSuccess: () => track('submit_contact_form_second_step', { form_id: formId }),
    },
  );

  // Step 1 answered without a uuid: there is no step 2 to patch.
  const done = step2Form.sent || (step1.sent && !uuid);
  if (done)
    return (
      <FormSection component="contact_form">
        <FormSuccess headline={copy.successHeadline} text={copy.successSubheadline}>
          <p>
            <a className={styles.back} href={back.href}>
              {back.label ?? t('contact.back')}
            </a>
          </p>
        </FormSuccess>
      </FormSection>
    );

  if (step1.sent)
    return (
      <FormSection component="contact_form">
        <p className={styles.step}>{t('contact.step', { step: 2 })}</p>
        <FormIntro
          headline={step2.headline ?? t('contact.step2Headline')}
          text={step2.text ?? t('contact.step2Text')}
        />
        <FormBody
          component="contact_form"
          formRef={step2Form.formRef}
          onSubmit={sendStep2}
          alert={step2Form.alert}
          loading={step2Form.loading}
          submitLabel={t('contact.step2Submit')}
          testId="form-contact_form-step2"
        >
          <SalutationFields form={step2Form} withTitle={withTitle} />
          <NameFields form={step2Form} />
          <FieldRow>
            <TextField form={step2Form} name="address_zip_code" />
            <TextField form={step2Form} name="address_city" />
          </FieldRow>
          <CheckboxField form={step2Form} name="newsletter_subscription" />
        </FormBody>
      </FormSection>
    );

  return (
    <FormSection component="contact_form">
      <p className={styles.step}>{t('contact.step', { step: 1 })}</p>
      <FormIntro headline={copy.headline} text={copy.text} />
      <FormBody
        component="contact_form"
        formRef={step1.formRef}
        onSubmit={sendStep1}
        alert={step1.alert}
        loading={step1.loading}
        submitLabel={copy.submitLabel ?? t('submit')}
      >
        <div data-field="products" className={styles.products}>
          <ContactProducts
            mpns={selected}
            products={byMpn}
            onRemove={(mpn) => setRemoved((list) => [...list, mpn])}
          />
          <input type="hidden" name="products" value={selected.join(',')} />
        </div>
        {subjects.length ? (
          <SelectField
            form={step1}
            name="subject"
            options={subjects.map((subject) => ({ value: subject, label: subject }))}
          />
        ) : (
          <TextField form={step1} name="subject" />
        )}
        <TextField form={step1} name="email" />
        <TextField form={step1} name="mobile_phone" />
        <TextField form={step1} name="message" multiline />
        <DataAgreementField
          form={step1}
          label={copy.dataAgreementLabel}
          href={copy.dataAgreementHref}
        />
      </FormBody>
    </FormSection>
  );
}
