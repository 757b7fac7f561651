'use client';

import type { RefObject } from 'react';
import { trackedButton } from '@/features/tracking/buttons';
import { Modal } from '@/ui/Modal';
import styles from './PriceOnRequest.module.css';

/** What the dialog says, from the block or the product page's defaults. */
export interface PriceOnRequestContent {
  headline: string;
  text?: string | null;
  ctaLabel?: string | null;
  ctaHref?: string | null;
}

/** 000 §2: the price-on-request modal itself (Radix dialog), loaded when its opener is pressed. */
export function PriceOnRequestDialog({
  headline,
  text,
  ctaLabel,
  ctaHref,
  open,
  onOpenChange,
  opener,
}: PriceOnRequestContent & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Modal
      title={headline}
      description={text ?? undefined}
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={opener}
      footer={
        ctaHref && ctaLabel ? (
          <a
            className={styles.cta}
            href={ctaHref}
            {...trackedButton('cta', 'price_on_request_modal')}
          >
            {ctaLabel}
          </a>
        ) : undefined
      }
    />
  );
}
