'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import styles from './Toaster.module.css';
import { cx } from '../cx';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon, type IconComponent } from '../Icon';
import { toast, type ToastType } from './toastStore';

const ICONS: Record<ToastType, IconComponent> = {
  success: CheckIcon,
  error: WarningIcon,
  info: InfoIcon,
  warning: WarningIcon,
};

/** Reads the toast store; re-renders when toasts come and go. */
function useToasts() {
  return useSyncExternalStore(toast.subscribe, toast.getSnapshot, toast.getServerSnapshot);
}

/**
 * The toast viewport. Mount once near the root. Errors and warnings are alerts (assertive),
 * the rest polite status messages; every toast has a close button.
 */
export function Toaster() {
  const t = useTranslations('ui.toast');
  const toasts = useToasts();

  return (
    <section aria-label={t('region')}>
      <ol className={styles.viewport}>
        {toasts.map((item) => {
          const Icon = ICONS[item.type];
          const urgent = item.type === 'error' || item.type === 'warning';
          return (
            <li
              key={item.uuid}
              className={cx(styles.toast, styles[item.type])}
              data-testid="toast"
              data-timing={item.timing}
              data-type={item.type}
            >
              <Icon className={styles.icon} />
              {/* The role sits inside the item: a list item must stay a listitem. */}
              <div className={styles.content} role={urgent ? 'alert' : 'status'}>
                {item.content}
              </div>
              <button
                type="button"
                className={styles.close}
                aria-label={t('close')}
                onClick={() => toast.dismiss(item.uuid)}
              >
                <CloseIcon size="1.1em" />
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
