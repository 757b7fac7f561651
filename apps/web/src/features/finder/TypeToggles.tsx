'use client';

import { useTranslations } from 'next-intl';
import { JEWELER_TYPES } from '@maison/domain/constants';
import type { JewelerType } from '@maison/domain/jewelers/results';
import styles from './finder.module.css';

/**
 * The finder's tabs (000 §2): boutique, lounge and jeweler, each a toggle, all on by default
 * (000 §4). Several can be on at once, so they are pressed buttons, not an ARIA tablist; the
 * last one on stays on (a finder showing no type would only ever answer "nothing found").
 */
export function TypeToggles({
  active,
  onChange,
}: {
  active: readonly JewelerType[];
  onChange: (types: JewelerType[]) => void;
}) {
  const t = useTranslations('jewelerFinder');
  const toggle = (type: JewelerType) => {
    const on = active.includes(type);
    if (on && active.length === 1) return;
    onChange(JEWELER_TYPES.filter((each) => (each === type ? !on : active.includes(each))));
  };
  return (
    <div className={styles.toggles} role="group" aria-label={t('typesLabel')}>
      {JEWELER_TYPES.map((type) => {
        const on = active.includes(type);
        const last = on && active.length === 1;
        return (
          <button
            key={type}
            type="button"
            className={styles.toggle}
            aria-pressed={on}
            aria-disabled={last || undefined}
            title={last ? t('lastTypeStays') : undefined}
            data-type={type}
            onClick={() => toggle(type)}
          >
            <span className={styles.toggleMark} data-type={type} aria-hidden="true" />
            {t(`types.${type}`)}
          </button>
        );
      })}
    </div>
  );
}
