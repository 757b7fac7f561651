'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { ChevronDownIcon, StoreIcon } from '@/ui/Icon';
import type { Location } from '../api';
import { Flyout } from '../Flyout';
import { TriCheckbox } from '../TriCheckbox';
import {
  groupState,
  isCollapsible,
  toggleGroup,
  toggleLocation,
  type StoreGroup,
} from './selection';
import styles from './StoreSelector.module.css';

export interface StoreSelectorProps {
  locations: readonly Location[];
  groups: readonly StoreGroup[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
}

/**
 * 002 §2: with one permitted location a label; with several a checkbox list grouped by
 * organization, where a group of more than 3 stores can be collapsed and a group's checkbox
 * toggles the whole organization.
 */
export function StoreSelector({ locations, groups, selected, onChange }: StoreSelectorProps) {
  const t = useTranslations('partnerportal.store-selector');
  if (locations.length === 0) return null;
  if (locations.length === 1) {
    return (
      <p className={styles.single} data-testid="store-selector">
        <StoreIcon size="1.1em" />
        <span className={styles.muted}>{t('single')}</span>
        <strong>{locations[0]!.name}</strong>
      </p>
    );
  }
  const chosen = locations.filter((l) => selected.includes(l.id));
  const summary =
    chosen.length === locations.length
      ? t('all', { count: locations.length })
      : chosen.length === 1
        ? chosen[0]!.name
        : t('some', { count: chosen.length, total: locations.length });
  return (
    <Flyout
      label={t('label')}
      align="end"
      panelClassName={styles.panel}
      testId="store-selector-panel"
      trigger={(props) => (
        <button type="button" className={styles.trigger} data-testid="store-selector" {...props}>
          <StoreIcon size="1.1em" />
          <span className={styles.muted}>{t('label')}</span>
          <span className={styles.summary}>{summary}</span>
          <ChevronDownIcon size="1em" />
        </button>
      )}
    >
      {() => <StoreGroups groups={groups} selected={selected} onChange={onChange} />}
    </Flyout>
  );
}

/** The grouped checkbox list (also rendered on its own in tests). */
export function StoreGroups({
  groups,
  selected,
  onChange,
}: Pick<StoreSelectorProps, 'groups' | 'selected' | 'onChange'>) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <Group key={group.organization.id} group={group} selected={selected} onChange={onChange} />
      ))}
    </div>
  );
}

function Group({
  group,
  selected,
  onChange,
}: {
  group: StoreGroup;
  selected: readonly number[];
  onChange: (next: number[]) => void;
}) {
  const t = useTranslations('partnerportal.store-selector');
  const listId = useId();
  const collapsible = isCollapsible(group);
  const [open, setOpen] = useState(true);
  const state = groupState(selected, group);
  const name = group.organization.name || t('organization-fallback');
  return (
    <fieldset className={styles.group} data-testid="store-group">
      <legend className={styles.legend}>
        <TriCheckbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => onChange(toggleGroup(selected, group))}
          label={name}
          labelClassName={styles.organization}
        />
        {collapsible ? (
          <button
            type="button"
            className={styles.collapse}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t(open ? 'collapse' : 'expand', { name })}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDownIcon size="1em" className={open ? styles.chevronOpen : undefined} />
          </button>
        ) : null}
      </legend>
      <ul id={listId} className={styles.list} hidden={!open}>
        {group.locations.map((location) => (
          <li key={location.id}>
            <TriCheckbox
              checked={selected.includes(location.id)}
              onChange={() => onChange(toggleLocation(selected, location.id))}
              label={location.name}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
