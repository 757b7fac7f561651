'use client';

import { trackedButton } from '@/features/tracking/buttons';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import styles from './PriceOnRequest.module.css';

export interface PriceOnRequestProps {
  triggerLabel: string;
  headline: string;
  text?: string | null;
  ctaLabel?: string | null;
  ctaHref?: string | null;
}

/** 000 §2: the price-on-request modal, opened from a product without a price; Escape closes. */
export function PriceOnRequest({
  triggerLabel,
  headline,
  text,
  ctaLabel,
  ctaHref,
}: PriceOnRequestProps) {
  return (
    <Modal
      title={headline}
      description={text ?? undefined}
      trigger={
        <Button variant="secondary" size="sm" data-testid="price-on-request-open">
          {triggerLabel}
        </Button>
      }
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
