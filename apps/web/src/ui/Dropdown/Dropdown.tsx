'use client';

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslations } from 'next-intl';
import styles from './Dropdown.module.css';
import { cx } from '../cx';
import { FieldError, FieldLabel, describedBy, fieldStyles } from '../Field';
import { CheckIcon, ChevronDownIcon } from '../Icon';

export interface DropdownOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface DropdownGroup {
  /** Group heading shown above its options. */
  label: string;
  options: readonly DropdownOption[];
}

export type DropdownItem = DropdownOption | DropdownGroup;

export interface DropdownProps {
  label: ReactNode;
  /** Options, optionally grouped. */
  items: readonly DropdownItem[];
  value: string | null;
  onValueChange: (value: string) => void;
  placeholder?: string;
  /** Adds a text filter; when nothing matches, form-general.dropdown.no-results shows. */
  filterable?: boolean;
  required?: boolean;
  error?: ReactNode;
  disabled?: boolean;
  /** Form field name: the value is also submitted through a hidden input. */
  name?: string;
  id?: string;
  className?: string;
}

/** Typed characters within this window form one typeahead search. */
const TYPEAHEAD_RESET_MS = 500;

const isGroup = (item: DropdownItem): item is DropdownGroup => 'options' in item;

interface Section {
  label?: string;
  options: DropdownOption[];
}

function toSections(items: readonly DropdownItem[], query: string): Section[] {
  const needle = query.trim().toLocaleLowerCase();
  const matches = (o: DropdownOption) => !needle || o.label.toLocaleLowerCase().includes(needle);
  const sections: Section[] = [];
  for (const item of items) {
    if (isGroup(item)) {
      const options = item.options.filter(matches);
      if (options.length) sections.push({ label: item.label, options });
    } else if (matches(item)) {
      const last = sections.at(-1);
      // Loose options between groups share one unlabelled section.
      if (last && last.label === undefined) last.options.push(item);
      else sections.push({ options: [item] });
    }
  }
  return sections;
}

/**
 * An accessible select (ARIA 1.2 select-only combobox) or, with `filterable`, an editable
 * combobox with list autocomplete. Keyboard: arrows, Home/End, Enter, Escape, typeahead.
 */
export function Dropdown({
  label,
  items,
  value,
  onValueChange,
  placeholder,
  filterable = false,
  required,
  error,
  disabled,
  name,
  id: idProp,
  className,
}: DropdownProps) {
  const t = useTranslations();
  const generated = useId();
  const id = idProp ?? generated;
  const labelId = `${id}-label`;
  const listId = `${id}-listbox`;
  const errorId = `${id}-error`;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const typeahead = useRef({ text: '', at: 0 });

  const sections = useMemo(
    () => toSections(items, filterable ? query : ''),
    [items, query, filterable],
  );
  const flat = useMemo(() => sections.flatMap((s) => s.options), [sections]);
  const selected = useMemo(
    () => items.flatMap((i) => (isGroup(i) ? i.options : [i])).find((o) => o.value === value),
    [items, value],
  );
  const optionId = (index: number) => `${id}-option-${index}`;
  const active = open ? flat[activeIndex] : undefined;

  useEffect(() => {
    if (open && activeIndex >= 0) {
      document
        .getElementById(`${id}-option-${activeIndex}`)
        ?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [open, activeIndex, id]);

  const enabledIndex = (from: number, step: 1 | -1) => {
    for (let i = from; i >= 0 && i < flat.length; i += step) {
      if (!flat[i]?.disabled) return i;
    }
    return -1;
  };

  const openList = (preferred?: 'first' | 'last') => {
    if (disabled) return;
    const current = flat.findIndex((o) => o.value === value);
    let index = current;
    if (preferred === 'first' || index < 0) index = enabledIndex(0, 1);
    if (preferred === 'last') index = enabledIndex(flat.length - 1, -1);
    setActiveIndex(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
    setQuery('');
  };

  const choose = (option: DropdownOption | undefined) => {
    if (!option || option.disabled) return;
    onValueChange(option.value);
    close();
  };

  const move = (step: 1 | -1) => {
    const next = enabledIndex(activeIndex + step, step);
    if (next >= 0) setActiveIndex(next);
  };

  const runTypeahead = (char: string) => {
    const now = Date.now();
    const state = typeahead.current;
    state.text = now - state.at > TYPEAHEAD_RESET_MS ? char : state.text + char;
    state.at = now;
    const needle = state.text.toLocaleLowerCase();
    // Repeating one letter cycles through the options that start with it.
    const cycling = [...needle].every((c) => c === needle[0]);
    const search = cycling ? needle[0]! : needle;
    const start = cycling ? activeIndex + 1 : Math.max(activeIndex, 0);
    const order = [...flat.slice(start), ...flat.slice(0, start)];
    const match = order.find((o) => !o.disabled && o.label.toLocaleLowerCase().startsWith(search));
    if (match) {
      setActiveIndex(flat.indexOf(match));
      setOpen(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const { key } = event;
    // Within a typeahead run, Space is part of the search text ("Rose Gold").
    const typing = Date.now() - typeahead.current.at <= TYPEAHEAD_RESET_MS;
    if (key === 'ArrowDown' || key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList(key === 'ArrowUp' && !selected ? 'last' : undefined);
      else move(key === 'ArrowDown' ? 1 : -1);
    } else if ((key === 'Home' || key === 'End') && open && !filterable) {
      event.preventDefault();
      setActiveIndex(key === 'Home' ? enabledIndex(0, 1) : enabledIndex(flat.length - 1, -1));
    } else if (key === 'Enter' || (key === ' ' && !filterable && !typing)) {
      if (open) {
        event.preventDefault();
        choose(active);
      } else if (!filterable) {
        event.preventDefault();
        openList();
      }
    } else if (key === 'Escape') {
      if (open) {
        // Keep the Escape inside the dropdown so a surrounding modal stays open.
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    } else if (key === 'Tab') {
      if (open) close();
    } else if (!filterable && key.length === 1 && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      runTypeahead(key);
    }
  };

  const comboProps = {
    id,
    role: 'combobox' as const,
    'aria-controls': open && flat.length ? listId : undefined,
    'aria-expanded': open,
    'aria-activedescendant': active ? optionId(activeIndex) : undefined,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && errorId),
    onKeyDown,
    onBlur: close,
  };

  let index = -1;
  const renderOption = (option: DropdownOption) => {
    index += 1;
    const i = index;
    return (
      <li
        key={option.value}
        id={optionId(i)}
        role="option"
        className={styles.option}
        data-value={option.value}
        aria-selected={option.value === value}
        aria-disabled={option.disabled || undefined}
        data-active={i === activeIndex}
        // Keep focus on the combobox while the pointer picks an option.
        onMouseDown={(e) => e.preventDefault()}
        onMouseMove={() => !option.disabled && setActiveIndex(i)}
        onClick={() => choose(option)}
      >
        <span>{option.label}</span>
        {option.value === value ? <CheckIcon size="1em" /> : null}
      </li>
    );
  };

  return (
    <div className={cx(fieldStyles.field, className)}>
      <FieldLabel id={labelId} htmlFor={filterable ? id : undefined} required={required}>
        {label}
      </FieldLabel>
      <div className={cx(styles.control, open && styles.open)}>
        {filterable ? (
          <>
            <input
              {...comboProps}
              type="text"
              autoComplete="off"
              aria-autocomplete="list"
              className={cx(fieldStyles.control, styles.filterInput)}
              placeholder={placeholder ?? t('ui.dropdown.filter-placeholder')}
              value={open ? query : (selected?.label ?? '')}
              disabled={disabled}
              required={required}
              onChange={(e) => {
                setQuery(e.target.value);
                setActiveIndex(-1);
                setOpen(true);
              }}
              onClick={() => (open ? close() : openList())}
            />
            <ChevronDownIcon className={cx(styles.chevron, styles.filterChevron)} size="1.25em" />
          </>
        ) : (
          <div
            {...comboProps}
            tabIndex={disabled ? -1 : 0}
            aria-labelledby={labelId}
            aria-haspopup="listbox"
            aria-disabled={disabled || undefined}
            className={cx(fieldStyles.control, styles.trigger)}
            onClick={() => (open ? close() : openList())}
          >
            <span className={cx(styles.value, !selected && styles.placeholder)}>
              {selected?.label ?? placeholder ?? t('ui.dropdown.placeholder')}
            </span>
            <ChevronDownIcon className={styles.chevron} size="1.25em" />
          </div>
        )}
        {open ? (
          <div className={styles.popup}>
            {flat.length ? (
              <ul id={listId} role="listbox" aria-labelledby={labelId} className={styles.listbox}>
                {sections.map((section, s) =>
                  section.label ? (
                    <li key={`g${s}`} role="presentation">
                      <ul
                        role="group"
                        aria-labelledby={`${id}-group-${s}`}
                        className={styles.group}
                      >
                        <li
                          id={`${id}-group-${s}`}
                          role="presentation"
                          className={styles.groupLabel}
                        >
                          {section.label}
                        </li>
                        {section.options.map(renderOption)}
                      </ul>
                    </li>
                  ) : (
                    section.options.map(renderOption)
                  ),
                )}
              </ul>
            ) : (
              <p role="status" className={styles.empty}>
                {t('form-general.dropdown.no-results')}
              </p>
            )}
          </div>
        ) : null}
      </div>
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
