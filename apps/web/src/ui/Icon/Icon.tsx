import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { ICON_SIZES_PX } from '@maison/domain/constants';
import styles from './Icon.module.css';
import { cx } from '../cx';

export interface IconProps extends Omit<ComponentPropsWithoutRef<'svg'>, 'children'> {
  /**
   * A built-in size (000 §9: `big` 50 px, `small` 20 px), CSS pixels or any CSS length;
   * defaults to 1.5em so icons follow text.
   */
  size?: keyof typeof ICON_SIZES_PX | number | string;
  /** Makes the icon meaningful (role="img" with a title); without it the icon is decorative. */
  title?: string;
}

const DEFAULT_SIZE = '1.5em';

/** Shared base of every icon: 24-unit grid, thin 1.5-unit strokes in currentColor. */
export function Icon({
  size = DEFAULT_SIZE,
  title,
  className,
  children,
  ...props
}: IconProps & { children: ReactNode }) {
  const titleId = useId();
  const length =
    typeof size === 'string' && Object.hasOwn(ICON_SIZES_PX, size)
      ? ICON_SIZES_PX[size as keyof typeof ICON_SIZES_PX]
      : size;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={length}
      height={length}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx(styles.root, className)}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true as const })}
      {...props}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
