'use client';

import { useTranslations } from 'next-intl';
import type { InventoryAction } from '@maison/domain/portal/actions';
import type { BulkGroup } from '../actions/bulk';
import styles from './toolbar.module.css';
import { ToolbarMenu, ToolbarMenuItem } from './ToolbarMenu';

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
  return (
    <ToolbarMenu
      label={t('bulk-menu.label')}
      testId="bulk-menu"
      // 002 §2 and the look: a disabled button says why.
      inactive={
        disabled || empty
          ? {
              disabled: true,
              disabledReason: disabled ? t('bulk-menu.choose-rows') : t('bulk-menu.none'),
            }
          : undefined
      }
    >
      {(close) =>
        groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`bulk-group-${group.id}`}>
            <p id={`bulk-group-${group.id}`} className={styles.menuGroup}>
              {t(`bulk-menu.groups.${group.id}`)}
            </p>
            {group.actions.map((action) => (
              <ToolbarMenuItem
                key={action}
                close={close}
                onChoose={() => onChoose(action)}
                data-action={action}
              >
                {t(`actions.${action}`)}
              </ToolbarMenuItem>
            ))}
          </div>
        ))
      }
    </ToolbarMenu>
  );
}
