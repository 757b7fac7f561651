'use client';

import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/Icon';
import { Flyout } from '../Flyout';
import styles from './toolbar.module.css';

/**
 * A toolbar button that opens a menu of choices (the bulk actions, the export formats). While
 * `inactive` is set the button opens nothing and shows that state instead (disabled with its
 * reason, or busy).
 */
export function ToolbarMenu({
  label,
  testId,
  inactive,
  children,
}: {
  label: string;
  testId: string;
  inactive?: Pick<ButtonProps, 'disabled' | 'disabledReason' | 'loading'>;
  children: (close: () => void) => ReactNode;
}) {
  const content = (
    <>
      {label}
      <ChevronDownIcon size="1em" />
    </>
  );
  if (inactive) {
    return (
      <Button variant="secondary" size="sm" data-testid={testId} {...inactive}>
        {content}
      </Button>
    );
  }
  return (
    <Flyout
      label={label}
      align="end"
      panelClassName={styles.menu}
      testId={`${testId}-panel`}
      trigger={(props) => (
        <Button variant="secondary" size="sm" data-testid={testId} {...props}>
          {content}
        </Button>
      )}
    >
      {children}
    </Flyout>
  );
}

/** One choice of a ToolbarMenu: closes the menu, then runs. */
export function ToolbarMenuItem({
  close,
  onChoose,
  children,
  ...data
}: {
  close: () => void;
  onChoose: () => void;
  children: ReactNode;
} & Record<`data-${string}`, string>) {
  return (
    <button
      type="button"
      className={styles.menuItem}
      {...data}
      onClick={() => {
        close();
        onChoose();
      }}
    >
      {children}
    </button>
  );
}
