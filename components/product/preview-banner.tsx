import { useTranslations } from 'next-intl';
import styles from './product.module.css';

/** The visible mark of /preview/product: the page is not the public product page. */
export function PreviewBanner() {
  const t = useTranslations('product');
  return (
    <p className={styles.banner} role="note">
      {t('previewBanner')}
    </p>
  );
}
