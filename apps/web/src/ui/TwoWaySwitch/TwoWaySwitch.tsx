'use client';

import * as Switch from '@radix-ui/react-switch';
import { useId } from 'react';
import styles from './TwoWaySwitch.module.css';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden';

interface TwoWaySwitchOption<V extends string> {
  value: V;
  label: string;
}

export interface TwoWaySwitchProps<V extends string> {
  /** What is being chosen, e.g. "Billing period"; visually hidden, read with the switch. */
  label: string;
  /** The two options: the first is "off", the second "on". */
  options: readonly [TwoWaySwitchOption<V>, TwoWaySwitchOption<V>];
  value: V;
  onValueChange: (value: V) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * A switch between two labelled options, e.g. "yearly | monthly". Each label is clickable;
 * the switch's accessible name is the group label plus the second option, so "on" means it.
 */
export function TwoWaySwitch<V extends string>({
  label,
  options,
  value,
  onValueChange,
  disabled,
  className,
}: TwoWaySwitchProps<V>) {
  const id = useId();
  const [first, second] = options;
  const checked = value === second.value;
  const choose = (next: V) => {
    if (!disabled) onValueChange(next);
  };

  return (
    <div className={cx(styles.root, className)}>
      <VisuallyHidden id={`${id}-label`}>{label}</VisuallyHidden>
      <span
        className={cx(styles.option, !checked && styles.active)}
        onClick={() => choose(first.value)}
      >
        {first.label}
      </span>
      <Switch.Root
        className={styles.switch}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(on) => choose(on ? second.value : first.value)}
        aria-labelledby={`${id}-label ${id}-second`}
      >
        <Switch.Thumb className={styles.thumb} />
      </Switch.Root>
      <span
        id={`${id}-second`}
        className={cx(styles.option, checked && styles.active)}
        onClick={() => choose(second.value)}
      >
        {second.label}
      </span>
    </div>
  );
}
