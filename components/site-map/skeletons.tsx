import { useTranslations } from 'next-intl';
import styles from './site-map.module.css';

/** The shape of a category list while it loads. */
export function TreeSkeleton() {
  const t = useTranslations('common');
  return (
    <div aria-busy="true" className={styles.industries}>
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={`${styles.skeleton} ${styles.skeletonBlock}`} />
      ))}
    </div>
  );
}

/** The shape of a product grid while it loads, so nothing jumps when it arrives. */
export function GridSkeleton() {
  const t = useTranslations('common');
  return (
    <div aria-busy="true" className={styles.productGrid}>
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      {Array.from({ length: 12 }, (_, i) => (
        <div key={i} className={`${styles.skeleton} ${styles.skeletonCard}`} />
      ))}
    </div>
  );
}
