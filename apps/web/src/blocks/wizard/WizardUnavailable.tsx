import { useTranslations } from 'next-intl';
import styles from './Wizard.module.css';

/** What a visitor sees when the wizard's content cannot be read (001 §8 leaves it open). */
export function WizardUnavailable() {
  const t = useTranslations('wizard');
  return (
    <div className={styles.root} data-testid="wizard-unavailable" role="status">
      <p className={styles.lead}>{t('unavailable')}</p>
    </div>
  );
}
