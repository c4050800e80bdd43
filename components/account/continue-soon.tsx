'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import styles from './account.module.css';

/** After a successful social sign-in: goes on by itself after a moment, with a link for those who do not wait. */
export function ContinueSoon({ href, delayMs = 2_500 }: { href: string; delayMs?: number }) {
  const t = useTranslations('accountPages');
  useEffect(() => {
    const timer = window.setTimeout(() => window.location.assign(href), delayMs);
    return () => window.clearTimeout(timer);
  }, [href, delayMs]);
  return (
    <div className={styles.actions}>
      <p role="status">{t('continueSoon')}</p>
      <a href={href}>{t('continueLink')}</a>
    </div>
  );
}
