'use client';

import * as RadixAccordion from '@radix-ui/react-accordion';
import type { CSSProperties, ReactNode } from 'react';
import { ACCORDION_ANIMATION_MS } from '@maison/domain/constants';
import styles from './Accordion.module.css';
import { cx } from '../cx';
import { ChevronDownIcon } from '../Icon';

interface AccordionItem {
  /** Stable id, used as the Radix item value. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Id of the item open at first; none by default. */
  defaultOpenId?: string;
  className?: string;
}

/** One item open at a time (001 §2), opening and closing over ACCORDION_ANIMATION_MS. */
export function Accordion({ items, defaultOpenId, className }: AccordionProps) {
  const style = { '--accordion-duration': `${ACCORDION_ANIMATION_MS}ms` } as CSSProperties;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpenId}
      className={cx(styles.root, className)}
      style={style}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header className={styles.header}>
            <RadixAccordion.Trigger className={styles.trigger}>
              {item.title}
              <ChevronDownIcon className={styles.chevron} />
            </RadixAccordion.Trigger>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.body}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
