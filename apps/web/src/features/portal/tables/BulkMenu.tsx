'use client';

import * as Popover from '@radix-ui/react-popover';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { InventoryAction } from '@maison/domain/portal/actions';
import { Button } from '@/ui/Button';
import { ChevronDownIcon } from '@/ui/Icon';
import type { BulkGroup } from '../actions/bulk';
import styles from './table.module.css';

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
  const [open, setOpen] = useState(false);
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
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button variant="secondary" size="sm" data-testid="bulk-menu">
          {label}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.menu}
          align="start"
          sideOffset={6}
          aria-label={t('bulk-menu.label')}
        >
          {groups.map((group) => (
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
                    setOpen(false);
                    onChoose(action);
                  }}
                >
                  {t(`actions.${action}`)}
                </button>
              ))}
            </div>
          ))}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
