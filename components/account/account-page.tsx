import type { ReactNode } from 'react';
import styles from './account.module.css';

/** The frame of every account page: one heading, one card, the same on both devices. */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.page} aria-labelledby="account-page-title">
      <h1 id="account-page-title">{title}</h1>
      <div className={styles.card}>{children}</div>
    </section>
  );
}

/** What shows while a page's data loads: the same block size as the form, so nothing jumps. */
export function AccountSkeleton({ label }: { label: string }) {
  return <div className={styles.skeleton} role="status" aria-label={label} aria-busy="true" />;
}
