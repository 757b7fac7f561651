'use client';

import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type Ref } from 'react';
import styles from './portal.module.css';

export interface FlyoutTriggerProps {
  ref: Ref<HTMLButtonElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

/**
 * A disclosure panel under its button (store selector, bulk menu): Escape closes it and returns
 * focus to the button, a pointer outside closes it. Lighter than a popover library for what
 * the portal's first screen needs.
 */
export function Flyout({
  label,
  trigger,
  children,
  align = 'start',
  panelClassName,
  testId,
}: {
  label: string;
  trigger: (props: FlyoutTriggerProps) => ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  panelClassName?: string;
  testId?: string;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={root} className={styles.flyout}>
      {trigger({
        ref: button,
        'aria-expanded': open,
        'aria-controls': id,
        onClick: () => setOpen((o) => !o),
      })}
      <div
        id={id}
        role="group"
        aria-label={label}
        hidden={!open}
        className={`${styles.flyoutPanel} ${align === 'end' ? styles.flyoutEnd : ''} ${panelClassName ?? ''}`}
        data-testid={testId}
      >
        {open ? children(close) : null}
      </div>
    </div>
  );
}
