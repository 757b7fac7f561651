'use client';

import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';
import { TOOLTIP_DELAY_MS } from '@maison/domain/constants';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element that accepts a ref and event handlers. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state, e.g. for the style guide. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

const OFFSET_PX = 6;

/** A tooltip after TOOLTIP_DELAY_MS (002 §9), shown on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'top', open, onOpenChange }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} side={side} sideOffset={OFFSET_PX}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
