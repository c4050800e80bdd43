'use client';

import { useTranslations } from 'next-intl';
import { dismissToast, useToastStore } from '@/lib/gateway/toasts';
import styles from './toaster.module.css';

/**
 * The error toasts of spec §8/§9. The live region is always in the page, so a screen reader hears each
 * message as it is added.
 */
export function Toaster() {
  const t = useTranslations('api');
  const toasts = useToastStore((state) => state.toasts);
  return (
    <section className={styles.region} aria-live="polite" aria-label={t('toastRegion')}>
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <p className={styles.message}>{toast.message}</p>
          <button
            type="button"
            className={styles.dismiss}
            aria-label={t('toastDismiss')}
            onClick={() => dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </section>
  );
}
