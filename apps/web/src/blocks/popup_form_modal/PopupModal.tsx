'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/ui/Modal';
import { schedulePopup } from './popup';
import styles from './PopupModal.module.css';

export function PopupModal({
  uid,
  impressionDelay,
  headline,
  text,
  children,
}: {
  uid: string;
  impressionDelay: number;
  headline: string;
  text?: string | null;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => schedulePopup(uid, impressionDelay, () => setOpen(true)), [uid, impressionDelay]);
  return (
    <Modal open={open} onOpenChange={setOpen} title={headline} description={text ?? undefined}>
      <div className={styles.form} data-testid="block-popup_form_modal">
        {children}
      </div>
    </Modal>
  );
}
