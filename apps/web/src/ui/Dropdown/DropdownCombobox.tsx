'use client';

import * as Popover from '@radix-ui/react-popover';
import { Command } from 'cmdk';
import { Fragment, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Dropdown.module.css';
import { cx } from '../cx';
import { fieldStyles } from '../Field';
import { CheckIcon, ChevronDownIcon } from '../Icon';
import {
  POPUP_OFFSET_PX,
  allOptions,
  toSections,
  type ControlProps,
  type DropdownOption,
} from './items';

/** The option a filter text highlights first: the first enabled one that matches. */
const firstMatch = (items: ControlProps['items'], query: string) =>
  toSections(items, query)
    .flatMap((section) => section.options)
    .find((option) => !option.disabled);

/**
 * The dropdown with a text filter: an editable combobox (cmdk's list in a Radix popover).
 * Typing filters the options by label, ArrowDown / ArrowUp open the list and move through it,
 * Enter chooses, Escape closes; when nothing matches, form-general.dropdown.no-results shows.
 */
export function DropdownCombobox({
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
  const t = useTranslations();
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The highlighted option (cmdk's value), not the chosen one.
  const [highlighted, setHighlighted] = useState('');
  const [list, setList] = useState<HTMLDivElement | null>(null);

  const sections = toSections(items, query);
  const options = allOptions(items);
  const selected = options.find((option) => option.value === value);
  const hasMatches = sections.length > 0;

  // cmdk names the highlighted option's id only when it moves the highlight itself, not when
  // the field sets it (on opening, on typing), so the field finds it in the rendered list.
  useLayoutEffect(() => {
    const options = open && highlighted ? (list?.querySelectorAll('[cmdk-item]') ?? []) : [];
    const active = [...options].find((node) => node.getAttribute('data-value') === highlighted);
    if (active) input.current?.setAttribute('aria-activedescendant', active.id);
    else input.current?.removeAttribute('aria-activedescendant');
  });

  const show = (fromEnd = false) => {
    if (disabled) return;
    const enabled = options.filter((option) => !option.disabled);
    const start = selected ?? (fromEnd ? enabled.at(-1) : enabled[0]);
    setHighlighted(start?.value ?? '');
    setOpen(true);
  };

  const hide = () => {
    setOpen(false);
    setQuery('');
  };

  const choose = (option: DropdownOption) => {
    onValueChange(option.value);
    hide();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (!open && (key === 'ArrowDown' || key === 'ArrowUp')) {
      event.preventDefault();
      show(key === 'ArrowUp' && !selected);
    } else if (key === 'Home' || key === 'End' || (!open && key === 'Enter')) {
      // Kept from cmdk's list keys: Home and End move the caret, Enter on a closed field
      // submits its form.
      event.stopPropagation();
    }
  };

  const renderOption = (option: DropdownOption) => (
    <Command.Item
      key={option.value}
      value={option.value}
      disabled={option.disabled}
      onSelect={() => choose(option)}
      className={styles.option}
      data-state={option === selected ? 'checked' : undefined}
    >
      <span>{option.label}</span>
      {option === selected ? <CheckIcon size="1em" /> : null}
    </Command.Item>
  );

  return (
    // Only the popover closes itself (Escape, a click or focus outside); the field opens it.
    <Popover.Root open={open} onOpenChange={(next) => next || hide()}>
      {/* The filter is the field's own, so cmdk only lays out, highlights and picks. */}
      <Command
        shouldFilter={false}
        vimBindings={false}
        value={highlighted}
        onValueChange={setHighlighted}
      >
        <Popover.Anchor ref={anchor} className={cx(styles.control, open && styles.open)}>
          {/* The field's own input: cmdk's would fix its id, its label and aria-expanded="true". */}
          <input
            ref={input}
            id={id}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={open && hasMatches ? list?.id : undefined}
            aria-required={required || undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            className={cx(fieldStyles.control, styles.filterInput)}
            placeholder={placeholder ?? t('ui.dropdown.filter-placeholder')}
            value={open ? query : (selected?.label ?? '')}
            disabled={disabled}
            required={required}
            onChange={(event) => {
              const next = event.target.value;
              setQuery(next);
              setHighlighted(firstMatch(items, next)?.value ?? '');
              setOpen(true);
            }}
            onClick={() => (open ? hide() : show())}
            onKeyDown={onKeyDown}
          />
          <ChevronDownIcon className={cx(styles.chevron, styles.filterChevron)} size="1.25em" />
        </Popover.Anchor>
        {/* Not portalled: the options stay inside the field, where forms and tests look for them. */}
        <Popover.Content
          role="presentation"
          align="start"
          sideOffset={POPUP_OFFSET_PX}
          className={styles.popup}
          // Focus stays in the field while the list is open.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // A click in the field toggles the list itself.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {hasMatches ? (
            <Command.List ref={setList} aria-labelledby={labelId} className={styles.listbox}>
              {sections.map((section, index) =>
                section.label ? (
                  <Command.Group
                    key={`group-${index}`}
                    heading={section.label}
                    className={styles.group}
                  >
                    {section.options.map(renderOption)}
                  </Command.Group>
                ) : (
                  <Fragment key={`loose-${index}`}>{section.options.map(renderOption)}</Fragment>
                ),
              )}
            </Command.List>
          ) : null}
          <Command.Empty asChild>
            <p role="status" className={styles.empty}>
              {t('form-general.dropdown.no-results')}
            </p>
          </Command.Empty>
        </Popover.Content>
      </Command>
    </Popover.Root>
  );
}
