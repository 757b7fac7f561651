import type { ComponentPropsWithoutRef, ElementType } from 'react';
import styles from './Text.module.css';
import { cx } from '../cx';

type TextVariant =
  | 'display-1'
  | 'display-2'
  | 'display-3'
  | 'body'
  | 'small'
  | 'caption'
  | 'eyebrow';

const DEFAULT_ELEMENT: Record<TextVariant, ElementType> = {
  'display-1': 'h1',
  'display-2': 'h2',
  'display-3': 'h3',
  body: 'p',
  small: 'p',
  caption: 'span',
  eyebrow: 'p',
};

export type TextProps<T extends ElementType = 'p'> = {
  variant?: TextVariant;
  /** The element to render; the look follows `variant`, the semantics follow `as`. */
  as?: T;
} & Omit<ComponentPropsWithoutRef<T>, 'as'>;

/** Themed text: the house's type scale in one component. */
export function Text<T extends ElementType = 'p'>({
  variant = 'body',
  as,
  className,
  ...props
}: TextProps<T>) {
  const Component: ElementType = as ?? DEFAULT_ELEMENT[variant];
  return <Component className={cx(styles.root, styles[variant], className)} {...props} />;
}
