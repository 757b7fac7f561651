'use client';

import { useTranslations } from 'next-intl';
import {
  eventDateForSending,
  FORM_FIELDS,
  showsTitle,
  type EventDateWindow,
} from '@maison/domain/forms/rules';
import { localDate, localDay } from '@maison/domain/format/local-day';
import { DatePicker } from '@/ui/DatePicker';
import {
  CheckboxField,
  DataAgreementField,
  Field,
  FieldRow,
  NameFields,
  salutationDefaults,
  SalutationFields,
  TextField,
  type Form,
  useFormField,
} from '@/features/forms/Fields';
import { StandardForm } from '@/features/forms/FormFrame';
import { reportClientError } from '@/features/errors/report';
import { postForm } from '@/features/forms/api';
import { formPayload } from '@/features/forms/payload';
import type { FormBlockProps } from '@/features/forms/types';
import { useMaisonForm } from '@/features/forms/useMaisonForm';
import { weekdayNumbers } from './dates';

const REPORT_SOURCE = 'forms.museum_form';

export interface MuseumFormProps extends FormBlockProps {
  dates: EventDateWindow;
  /** Shows the optional tour_requested tick. */
  offerTour: boolean;
}

/**
 * 001 §2, §5: the jewelry museum event registration. The date picker offers the days between
 * the configured start and end, without the excluded weekdays; the chosen day is sent shifted
 * by 7 hours (eventDateForSending). A refused or unanswered registration is reported to the
 * error-reporting port (001 §8).
 */
export function MuseumForm({ placement, copy, dates, offerTour }: MuseumFormProps) {
  const withTitle = showsTitle(placement.locale);
  const form = useMaisonForm({
    action: 'EVENT_REGISTRATION',
    placement,
    initial: {
      ...salutationDefaults(withTitle),
      email: '',
      mobile_phone: '',
      event_date: '',
      ...(offerTour ? { tour_requested: false } : {}),
      message: '',
      newsletter_subscription: false,
      data_agreement: false,
    },
    noPrefill: ['message'],
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      try {
        return await postForm(
          formPayload(
            'EVENT_REGISTRATION',
            placement,
            { ...values, event_date: eventDateForSending(String(values.event_date)) },
            FORM_FIELDS.EVENT_REGISTRATION,
          ),
        );
      } catch (error) {
        reportClientError({
          source: REPORT_SOURCE,
          message: `museum registration got no answer: ${error instanceof Error ? error.name : 'unknown'}`,
          status: 0,
        });
        throw error;
      }
    },
    {
      onFailure: (result) => {
        // The refused fields' names only: the server's texts may repeat what was typed.
        const fields =
          result.data && typeof result.data === 'object' ? Object.keys(result.data) : [];
        reportClientError({
          source: REPORT_SOURCE,
          message: `museum registration refused${fields.length ? ` (${fields.join(', ')})` : ''}`,
          status: result.status,
        });
        return false;
      },
    },
  );

  return (
    <StandardForm component="museum_form" copy={copy} form={form} onSubmit={onSubmit}>
      <SalutationFields form={form} withTitle={withTitle} />
      <NameFields form={form} />
      <FieldRow>
        <TextField form={form} name="email" />
        <TextField form={form} name="mobile_phone" />
      </FieldRow>
      <EventDateField form={form} dates={dates} />
      {offerTour ? <CheckboxField form={form} name="tour_requested" /> : null}
      <TextField form={form} name="message" multiline />
      <CheckboxField form={form} name="newsletter_subscription" />
      <DataAgreementField
        form={form}
        label={copy.dataAgreementLabel}
        href={copy.dataAgreementHref}
      />
    </StandardForm>
  );
}

/** The day of the visit, chosen in the date picker within the configured window (001 §5). */
function EventDateField({ form, dates }: { form: Form; dates: EventDateWindow }) {
  const t = useTranslations('forms.fields');
  const field = useFormField(form, 'event_date');
  return (
    <Field name="event_date">
      <DatePicker
        label={t('event_date')}
        name="event_date"
        value={localDate(String(field.value ?? ''))}
        onChange={(date) => field.set(date ? localDay(date) : '')}
        minDate={localDate(dates.startDate) ?? undefined}
        maxDate={localDate(dates.endDate) ?? undefined}
        disabledWeekdays={weekdayNumbers(dates.excludedWeekdays)}
        required={field.required}
        error={field.error}
      />
    </Field>
  );
}
