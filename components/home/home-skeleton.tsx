import { useTranslations } from 'next-intl';
import styles from './home.module.css';

/** The shape of the home page while its data loads, so nothing jumps when it arrives. */
export function HomeSkeleton() {
  const t = useTranslations('common');
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={`${styles.hero} ${styles.skeleton}`} />
      <div className={styles.productGrid}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`${styles.skeletonCard} ${styles.skeleton}`} />
        ))}
      </div>
    </div>
  );
}
