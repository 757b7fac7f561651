'use client';

import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * A native modal <dialog> driven by `open`: showModal() traps focus, closes on Escape and makes
 * the page behind it inert; a click on the backdrop (it lands on the dialog itself) closes it.
 * Spread the result onto the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return {
    ref,
    onClose,
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) onClose();
    },
  };
}
