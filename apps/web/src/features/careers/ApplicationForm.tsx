'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { api, send } from '@maison/api/web-client';
import {
  APPLICATION_SUCCESS_STATUS,
  APPLICATION_UPLOAD_CATEGORIES,
  type ApplicationUploadCategory,
  type Locale,
} from '@maison/domain/constants';
import { missingFileCategories } from '@maison/domain/careers/application';
import { localDay } from '@maison/domain/format/local-day';
import { FILE_CATEGORY_OF_UPLOAD } from '@maison/domain/careers/files';
import { FormAlert } from '@/features/account/FormMessage';
import { SubmitRow } from '@/features/account/SubmitRow';
import {
  CheckboxField,
  Field,
  FieldRow,
  NameFields,
  TextField,
  useFormField,
} from '@/features/forms/Fields';
import { FormSection, FormSuccess } from '@/features/forms/FormFrame';
import type { FormValues } from '@/features/forms/payload';
import { track } from '@/features/tracking/track';
import { DatePicker } from '@/ui/DatePicker';
import {
  applicationPayload,
  applicationRefusal,
  applicationSchema,
  uploadCategoriesOf,
  type ApplicationValues,
} from './application';
import { FileUpload } from './FileUpload';
import { useApplicationFiles, uploadFile, type Uploader } from './files';
import styles from './careers.module.css';

export interface ApplicationFormProps {
  locale: Locale;
  positionId: string;
  positionName: string;
  /** Where the data agreement links to (the privacy page), or null. */
  dataAgreementHref: string | null;
  /** Injected in tests; the browser uploads to /api/next/personio-form-file/. */
  uploader?: Uploader;
}

const EMPTY: ApplicationValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  salary_expectations: '',
  available_from: '',
  data_agreement: false,
};

const REQUIRED_FIELDS: ReadonlySet<string> = new Set([
  'first_name',
  'last_name',
  'email',
  'salary_expectations',
  'available_from',
  'data_agreement',
]);

/**
 * 001 §2–§5, §7, §8: the job application. Fields and files are checked before sending; the
 * button is busy while files upload and while the application is sent; a 201 shows the success
 * screen, any other answer its reasons as personio.{reason}. Events: personio_careers_form when
 * the visitor starts the form, submit_job_application when it is sent.
 */
export function ApplicationForm({
  locale,
  positionId,
  positionName,
  dataAgreementHref,
  uploader = uploadFile,
}: ApplicationFormProps) {
  const t = useTranslations('careersForm');
  const message = useTranslations();
  // The fields' shared components work on the forms' value map; the schema checks its fields.
  const [resolver] = useState(
    () =>
      zodResolver(
        applicationSchema(() => localDay(new Date())),
        undefined,
        {
          raw: true,
        },
      ) as unknown as Resolver<FormValues>,
  );
  const form = useForm<FormValues>({
    defaultValues: EMPTY,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { clearErrors, subscribe, setError } = form;
  const files = useApplicationFiles(uploader);
  const [missing, setMissing] = useState<ApplicationUploadCategory[]>([]);
  // The categories the server named: highlighted as answered, until the next submit.
  const [refusedMissing, setRefusedMissing] = useState<ApplicationUploadCategory[]>([]);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const started = useRef(false);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change') clearErrors(name);
        },
      }),
    [subscribe, clearErrors],
  );

  // A highlighted category stops being missing once it has an uploaded file.
  const uploaded = files.items.filter((item) => item.state === 'uploaded');
  const stillMissing = APPLICATION_UPLOAD_CATEGORIES.filter(
    (c) =>
      refusedMissing.includes(c) ||
      (missing.includes(c) && !uploaded.some((item) => item.category === c)),
  );

  const focusFirstError = () =>
    setTimeout(() => {
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-missing] input')
        ?.focus();
    }, 0);

  const onStart = () => {
    if (started.current) return;
    started.current = true;
    track('personio_careers_form', { job_position_id: positionId, job_name: positionName });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sending || files.uploading) return;
    const categories = missingFileCategories(
      uploaded.map((item) => ({ category: FILE_CATEGORY_OF_UPLOAD[item.category] })),
    );
    setMissing(uploadCategoriesOf(categories));
    setRefusedMissing([]);
    setAlerts([]);
    void form.handleSubmit(
      async (values) => {
        if (categories.length) {
          focusFirstError();
          return;
        }
        setSending(true);
        try {
          const res = await send(
            api.api.next['personio-form'].index.$post({
              json: applicationPayload(
                values as unknown as ApplicationValues,
                files.items,
                positionId,
                locale,
              ),
            }),
          ).catch(() => ({ status: 0, ok: false as const, data: null }));
          if (res.status === APPLICATION_SUCCESS_STATUS) {
            track('submit_job_application', {
              job_position_id: positionId,
              job_name: positionName,
            });
            setSent(true);
            return;
          }
          const refusal = applicationRefusal(res.status, res.data);
          for (const [field, key] of Object.entries(refusal.fields))
            if (key) setError(field, { type: 'key', message: key });
          setRefusedMissing(refusal.missing);
          setAlerts(refusal.alerts);
          focusFirstError();
        } finally {
          setSending(false);
        }
      },
      () => focusFirstError(),
    )(event);
  };

  if (sent)
    return (
      <FormSection component="job_application">
        <FormSuccess headline={t('successHeadline')} text={t('successText')} />
      </FormSection>
    );

  const fields = { control: form.control, isRequired: (name: string) => REQUIRED_FIELDS.has(name) };
  return (
    <FormSection component="job_application">
      <header className={styles.formIntro}>
        <h2 className={styles.formTitle} id="application-title">
          {t('headline')}
        </h2>
        <p className={styles.muted}>{t('intro', { name: positionName })}</p>
      </header>
      <form
        ref={formRef}
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        onFocus={onStart}
        aria-labelledby="application-title"
      >
        <NameFields form={fields} />
        <FieldRow>
          <TextField form={fields} name="email" />
          <TextField form={fields} name="phone" label={t('phone')} />
        </FieldRow>
        <FieldRow>
          <TextField form={fields} name="salary_expectations" label={t('salary_expectations')} />
          <AvailableFromField form={fields} label={t('available_from')} />
        </FieldRow>
        <FileUpload
          items={files.items}
          rejections={files.rejections}
          onAdd={files.add}
          onRemove={files.remove}
          missing={stillMissing}
        />
        <CheckboxField
          form={fields}
          name="data_agreement"
          label={
            dataAgreementHref ? (
              <a className={styles.link} href={dataAgreementHref} target="_blank" rel="noopener">
                {t('dataAgreement')}
              </a>
            ) : (
              t('dataAgreement')
            )
          }
        />
        <p className={styles.muted}>{message('forms.requiredNote')}</p>
        <FormAlert
          message={alerts.length ? { text: alerts.map((key) => message(key)).join(' ') } : null}
        />
        <SubmitRow loading={sending || files.uploading}>
          {files.uploading ? t('waitForUploads') : t('submit')}
        </SubmitRow>
      </form>
    </FormSection>
  );
}

/** 001 §5: available_from in the project's date picker, from today on. */
function AvailableFromField({
  form,
  label,
}: {
  form: Parameters<typeof useFormField>[0];
  label: string;
}) {
  const field = useFormField(form, 'available_from');
  const day = String(field.value ?? '');
  const [year, month, date] = day.split('-').map(Number);
  const today = new Date();
  return (
    <Field name="available_from">
      <DatePicker
        label={label}
        name="available_from"
        value={day ? new Date(year!, month! - 1, date!) : null}
        onChange={(value) => field.set(value ? localDay(value) : '')}
        minDate={new Date(today.getFullYear(), today.getMonth(), today.getDate())}
        required={field.required}
        error={field.error}
      />
    </Field>
  );
}
