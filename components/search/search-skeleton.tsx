import { useTranslations } from 'next-intl';
import styles from './search.module.css';

/** The shape of the results while the search runs, so nothing jumps when they arrive. */
export function ResultsSkeleton() {
  const t = useTranslations('common');
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={`${styles.skeletonBar} ${styles.skeleton}`} />
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`${styles.skeletonCard} ${styles.skeleton}`} />
        ))}
      </div>
    </div>
  );
}
