'use client';

import * as Select from '@radix-ui/react-select';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Dropdown.module.css';
import { cx } from '../cx';
import { fieldStyles } from '../Field';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import { POPUP_OFFSET_PX, toSections, type ControlProps, type DropdownOption } from './items';

/**
 * The dropdown without a filter: a Radix select (a select-only combobox opening a listbox).
 * Enter, Space and the arrows open it, typing jumps to an option, Escape closes it and focus
 * returns to the field.
 */
export function DropdownSelect({
  id,
  labelId,
  items,
  value,
  onValueChange,
  placeholder,
  required,
  disabled,
  invalid,
  describedBy,
}: ControlProps) {
  const t = useTranslations('ui.dropdown');
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const wasOpen = useRef(false);
  const sections = toSections(items, '');
  // Radix reads the value '' as "nothing chosen", yet '' is a real option of some lists (all
  // actions, no title), so Radix knows each option by its place in the list.
  const options = sections.flatMap((section) => section.options);
  const keys = new Map(options.map((option, index) => [option, String(index)]));
  const byKey = new Map(options.map((option, index) => [String(index), option]));
  const selected = options.find((option) => option.value === value);

  // Radix gives focus back to the field a tick after the list closed, and would take it from
  // a field clicked in that tick (a date picker's popover closes on losing focus): it is given
  // back as soon as the list is gone instead.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus({ preventScroll: true });
    wasOpen.current = open;
  }, [open]);

  const renderOption = (option: DropdownOption) => (
    <Select.Item
      key={keys.get(option)}
      value={keys.get(option)!}
      disabled={option.disabled}
      className={styles.option}
      data-value={option.value}
    >
      <Select.ItemText>{option.label}</Select.ItemText>
      <Select.ItemIndicator className={styles.check}>
        <CheckIcon size="1em" />
      </Select.ItemIndicator>
    </Select.Item>
  );

  return (
    <Select.Root
      value={selected ? keys.get(selected) : ''}
      onValueChange={(key) => {
        const option = byKey.get(key);
        if (option) onValueChange(option.value);
      }}
      disabled={disabled}
      open={open}
      onOpenChange={setOpen}
    >
      <Select.Trigger
        ref={trigger}
        id={id}
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={cx(fieldStyles.control, styles.trigger)}
      >
        <span className={styles.value}>
          <Select.Value placeholder={placeholder ?? t('placeholder')}>
            {selected?.label}
          </Select.Value>
        </span>
        <ChevronDownIcon className={styles.chevron} size="1.25em" />
      </Select.Trigger>
      {/* Not portalled: the options stay inside the field, where forms and tests look for them. */}
      <Select.Content
        position="popper"
        align="start"
        sideOffset={POPUP_OFFSET_PX}
        className={styles.popup}
        aria-labelledby={labelId}
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <Select.Viewport className={styles.listbox}>
          {sections.map((section, index) =>
            section.label ? (
              <Select.Group key={`group-${index}`}>
                <Select.Label className={styles.groupLabel}>{section.label}</Select.Label>
                {section.options.map(renderOption)}
              </Select.Group>
            ) : (
              <Fragment key={`loose-${index}`}>{section.options.map(renderOption)}</Fragment>
            ),
          )}
        </Select.Viewport>
      </Select.Content>
    </Select.Root>
  );
}
