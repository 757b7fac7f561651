'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../cx';
import { SearchInput, type SearchInputProps } from '../SearchInput';
import styles from './Combobox.module.css';

type InputProps = Omit<
  SearchInputProps,
  | 'role'
  | 'aria-autocomplete'
  | 'aria-expanded'
  | 'aria-controls'
  | 'aria-activedescendant'
  | 'onKeyDown'
  | 'onFocus'
  | 'onBlur'
  | 'className'
>;

export interface ComboboxProps<T> extends InputProps {
  /** The suggestions for what was typed; the list shows when there is at least one. */
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  onPick: (option: T) => void;
  /** The listbox's accessible name. */
  listLabel: string;
  /** The live region's text, e.g. "4 suggestions"; `open` says whether the list is wanted. */
  status: (open: boolean) => string;
  /**
   * Enter without a chosen option picks the first one (the place search); otherwise Enter is
   * left to the surrounding form (the site search submits its query).
   */
  enterPicksFirst?: boolean;
  /** How long the list stays after the field loses focus; 0 hides it at once. */
  blurHideMs?: number;
  optionTestId?: string;
  className?: string;
}

/**
 * A search field with list autocomplete (WAI-ARIA 1.2 combobox): arrows move through the
 * options and wrap through the field itself, Enter picks, Escape closes the list and then (the
 * search field's own rule) empties the field. Options are picked on mousedown, before the
 * field's blur, so a click always lands.
 */
export function Combobox<T>({
  options,
  optionKey,
  optionLabel,
  onPick,
  listLabel,
  status,
  enterPicksFirst = false,
  blurHideMs = 0,
  optionTestId,
  className,
  onValueChange,
  ...inputProps
}: ComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const cancelHide = () => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  };
  useEffect(() => cancelHide, []);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = (option: T) => {
    close();
    onPick(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // -1 is the field itself: the list wraps around through it, as the pattern suggests.
      setActive((i) => {
        const next = i + step;
        if (next >= options.length) return -1;
        return next < -1 ? options.length - 1 : next;
      });
    } else if (event.key === 'Enter') {
      const chosen = expanded
        ? options[active >= 0 ? active : enterPicksFirst ? 0 : -1]
        : undefined;
      if (chosen || enterPicksFirst) event.preventDefault();
      if (chosen) pick(chosen);
      else close();
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={cx(styles.combo, className)}>
      <SearchInput
        {...inputProps}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onValueChange={(value) => {
          onValueChange(value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={cancelHide}
        onBlur={() => {
          cancelHide();
          if (blurHideMs > 0) hideTimer.current = setTimeout(close, blurHideMs);
          else close();
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.options}
        hidden={!expanded}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            data-testid={optionTestId}
            onMouseDown={(event) => {
              event.preventDefault();
              pick(option);
            }}
          >
            {optionLabel(option)}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status(open)}
      </p>
    </div>
  );
}
