import { useTranslations } from 'next-intl';
import styles from './rfq.module.css';

/** The three steps from a request to compared quotations, beside the form. */
export function HowItWorks() {
  const t = useTranslations('rfq');
  return (
    <aside className={styles.card} aria-labelledby="rfq-how-title">
      <h2 id="rfq-how-title">{t('howTitle')}</h2>
      <ol className={styles.steps}>
        <li>{t('howStep1')}</li>
        <li>{t('howStep2')}</li>
        <li>{t('howStep3')}</li>
      </ol>
    </aside>
  );
}
