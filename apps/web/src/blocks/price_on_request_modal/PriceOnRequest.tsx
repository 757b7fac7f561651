'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import type { PriceOnRequestContent } from './PriceOnRequestDialog';

export interface PriceOnRequestProps extends PriceOnRequestContent {
  triggerLabel: string;
}

const loadDialog = () => import('./PriceOnRequestDialog');

/**
 * The dialog (Radix, about 8 KB brotli) in its own chunk, fetched when a visitor points at or
 * focuses the button and rendered once it is pressed: most visitors of a product without a
 * price never open it (docs/decisions/0014).
 */
const PriceOnRequestDialog = dynamic(() => loadDialog().then((m) => m.PriceOnRequestDialog));

/** 000 §2: the price-on-request modal, opened from a product without a price; Escape closes. */
export function PriceOnRequest({ triggerLabel, ...dialog }: PriceOnRequestProps) {
  const [open, setOpen] = useState(false);
  const [pressed, setPressed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="secondary"
        size="sm"
        data-testid="price-on-request-open"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setPressed(true);
          setOpen(true);
        }}
      >
        {triggerLabel}
      </Button>
      {pressed ? (
        <PriceOnRequestDialog {...dialog} open={open} onOpenChange={setOpen} opener={opener} />
      ) : null}
    </>
  );
}
