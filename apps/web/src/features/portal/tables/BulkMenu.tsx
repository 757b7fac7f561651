'use client';

import { useTranslations } from 'next-intl';
import type { InventoryAction } from '@maison/domain/portal/actions';
import { Button } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/Icon';
import type { BulkGroup } from '../actions/bulk';
import { Flyout } from '../Flyout';
import styles from './toolbar.module.css';

/**
 * 002 §2, §4: the bulk-action menu, its actions grouped as Sell-In Actions, Sell-Out Actions
 * and Shared Actions for the checked rows.
 */
export function BulkMenu({
  groups,
  disabled,
  onChoose,
}: {
  groups: readonly BulkGroup[];
  disabled: boolean;
  onChoose: (action: InventoryAction) => void;
}) {
  const t = useTranslations('partnerportal');
  const empty = groups.length === 0;
  const label = (
    <>
      {t('bulk-menu.label')}
      <ChevronDownIcon size="1em" />
    </>
  );
  if (disabled || empty) {
    // 002 §2 and the look: a disabled button says why.
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled
        disabledReason={disabled ? t('bulk-menu.choose-rows') : t('bulk-menu.none')}
        data-testid="bulk-menu"
      >
        {label}
      </Button>
    );
  }
  return (
    <Flyout
      label={t('bulk-menu.label')}
      align="end"
      panelClassName={styles.menu}
      testId="bulk-menu-panel"
      trigger={(props) => (
        <Button variant="secondary" size="sm" data-testid="bulk-menu" {...props}>
          {label}
        </Button>
      )}
    >
      {(close) =>
        groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`bulk-group-${group.id}`}>
            <p id={`bulk-group-${group.id}`} className={styles.menuGroup}>
              {t(`bulk-menu.groups.${group.id}`)}
            </p>
            {group.actions.map((action) => (
              <button
                key={action}
                type="button"
                className={styles.menuItem}
                data-action={action}
                onClick={() => {
                  close();
                  onChoose(action);
                }}
              >
                {t(`actions.${action}`)}
              </button>
            ))}
          </div>
        ))
      }
    </Flyout>
  );
}
