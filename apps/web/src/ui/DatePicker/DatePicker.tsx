'use client';

import * as Popover from '@radix-ui/react-popover';
import { format } from 'date-fns';
import { useId, useRef, useState, type ReactNode } from 'react';
import { DayPicker, type Matcher } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import { ja } from 'react-day-picker/locale/ja';
import { ko } from 'react-day-picker/locale/ko';
import { zhCN } from 'react-day-picker/locale/zh-CN';
import { useLocale, useTranslations } from 'next-intl';
import {
  DATE_DISPLAY_FORMAT,
  DEFAULT_LOCALE,
  WEEK_STARTS_ON,
  type Locale,
} from '@maison/domain/constants';
import styles from './DatePicker.module.css';
import { cx } from '../cx';
import { FieldError, FieldLabel, describedBy, fieldStyles } from '../Field';
import { CalendarIcon, CloseIcon } from '../Icon';

const CALENDAR_LOCALES = { de, en: enGB, ja, ko, 'zh-hans': zhCN } as const;

/** The submitted value of the hidden form input: an ISO calendar date. */
const ISO_DATE_FORMAT = 'yyyy-MM-dd';
const POPOVER_OFFSET_PX = 4;

export interface DatePickerProps {
  label: ReactNode;
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Earliest selectable day (inclusive). */
  minDate?: Date;
  /** Latest selectable day (inclusive). */
  maxDate?: Date;
  /** Weekdays that cannot be chosen, 0 = Sunday … 6 = Saturday. */
  disabledWeekdays?: readonly number[];
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  placeholder?: string;
  /** Form field name; submitted as yyyy-MM-dd through a hidden input. */
  name?: string;
  id?: string;
  className?: string;
}

function isLocale(value: string): value is Locale {
  return value in CALENDAR_LOCALES;
}

function clamp(date: Date, min?: Date, max?: Date) {
  if (min && date < min) return min;
  if (max && date > max) return max;
  return date;
}

/**
 * A date field showing dd.mm.yyyy (000 §9) with a calendar in a popover. Opens on click or
 * Enter; closes on choosing a day, Escape, an outside click or its close button. Focus moves
 * to the selected day (or today) on open and back to the field on close.
 */
export function DatePicker({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  disabledWeekdays,
  required,
  error,
  disabled,
  placeholder,
  name,
  id: idProp,
  className,
}: DatePickerProps) {
  const t = useTranslations('ui.datepicker');
  const appLocale = useLocale();
  const locale = isLocale(appLocale) ? appLocale : DEFAULT_LOCALE;
  const generated = useId();
  const id = idProp ?? generated;
  const errorId = `${id}-error`;
  const calendarId = `${id}-calendar`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);

  const disabledDays: Matcher[] = [];
  if (minDate) disabledDays.push({ before: minDate });
  if (maxDate) disabledDays.push({ after: maxDate });
  if (disabledWeekdays?.length) disabledDays.push({ dayOfWeek: [...disabledWeekdays] });

  const clear = () => {
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Anchor asChild>
          <div className={styles.control}>
            <input
              ref={inputRef}
              id={id}
              type="text"
              readOnly
              className={cx(fieldStyles.control, styles.input)}
              value={value ? format(value, DATE_DISPLAY_FORMAT) : ''}
              placeholder={placeholder ?? t('placeholder')}
              disabled={disabled}
              aria-required={required || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(error && errorId)}
              // A combobox opening a dialog (ARIA APG date picker): a textbox may not carry
              // aria-expanded.
              role="combobox"
              aria-haspopup="dialog"
              aria-expanded={open}
              aria-controls={open ? calendarId : undefined}
              onClick={() => {
                if (!disabled) setOpen(true);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
                  // Enter would otherwise submit the surrounding form.
                  event.preventDefault();
                  setOpen(true);
                }
              }}
            />
            <span className={styles.adornments}>
              {value && !disabled ? (
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label={t('clear')}
                  onClick={clear}
                >
                  <CloseIcon size="1.1em" />
                </button>
              ) : null}
              <CalendarIcon className={styles.calendarIcon} size="1.25em" />
            </span>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            align="start"
            sideOffset={POPOVER_OFFSET_PX}
            id={calendarId}
            // The field is the anchor, not a Radix trigger, so focus is returned by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
            }}
            aria-label={t('dialog')}
            data-testid="datepicker-calendar"
          >
            <DayPicker
              mode="single"
              autoFocus
              locale={CALENDAR_LOCALES[locale]}
              weekStartsOn={WEEK_STARTS_ON[locale]}
              selected={value ?? undefined}
              defaultMonth={value ?? clamp(new Date(), minDate, maxDate)}
              startMonth={minDate}
              endMonth={maxDate}
              disabled={disabledDays}
              // The chosen day again keeps it (DayPicker would clear it: the clear button does).
              onSelect={(date, day) => {
                onChange(date ?? day);
                setOpen(false);
              }}
              classNames={{
                months: styles.months,
                month_caption: styles.monthCaption,
                caption_label: styles.captionLabel,
                nav: styles.nav,
                button_previous: styles.navButton,
                button_next: styles.navButton,
                chevron: styles.chevron,
                month_grid: styles.grid,
                weekday: styles.weekday,
                day: styles.day,
                day_button: styles.dayButton,
                today: styles.today,
                selected: styles.selected,
                disabled: styles.disabled,
                outside: styles.outside,
                hidden: styles.hidden,
              }}
            />
            <Popover.Close className={cx(styles.iconButton, styles.close)} aria-label={t('close')}>
              <CloseIcon size="1.1em" />
            </Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {name ? (
        <input type="hidden" name={name} value={value ? format(value, ISO_DATE_FORMAT) : ''} />
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
