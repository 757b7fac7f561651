'use client';

import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode, RefObject } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Modal.module.css';
import { Button } from '../Button';
import { cx } from '../cx';
import { CloseIcon } from '../Icon';

export interface ModalProps {
  title: ReactNode;
  /** Optional text under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions row at the bottom (buttons). */
  footer?: ReactNode;
  /** The element that opens the modal; focus returns to it on close. */
  trigger?: ReactElement;
  /**
   * Without a trigger (a modal loaded when its opener is pressed): the element focus returns to
   * on close.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A modal dialog: titled, closable with its close button and Escape (001 §2, 002 §2), focus
 * trapped inside while open and restored to the opener afterwards.
 */
export function Modal({
  title,
  description,
  children,
  footer,
  trigger,
  returnFocusTo,
  open,
  defaultOpen,
  onOpenChange,
  className,
}: ModalProps) {
  const t = useTranslations('ui.modal');
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.content, className)}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
          // Without a description Radix would warn; undefined opts out explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
          <Dialog.Close className={styles.close} aria-label={t('close')}>
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Wraps a footer button so pressing it closes the modal. */
export const ModalClose = Dialog.Close;

/**
 * The footer of a modal that holds a form: cancel closes the modal, and the primary button
 * submits the form, which it names by id because the footer is rendered outside the form.
 */
export function ModalFormFooter({
  formId,
  cancel,
  submit,
  disabled,
  disabledReason,
  loading,
  submitTestId,
}: {
  formId: string;
  cancel: ReactNode;
  submit: ReactNode;
  disabled?: boolean;
  disabledReason?: ReactNode;
  loading?: boolean;
  submitTestId?: string;
}) {
  return (
    <>
      <ModalClose asChild>
        <Button variant="secondary">{cancel}</Button>
      </ModalClose>
      <Button
        type="submit"
        form={formId}
        disabled={disabled}
        disabledReason={disabledReason}
        loading={loading}
        data-testid={submitTestId}
      >
        {submit}
      </Button>
    </>
  );
}
