import type { ReactNode } from 'react';
import styles from './account.module.css';

/**
 * The frame of every account page: one heading, one card, the same on both devices; `wide` for the
 * desktop account centre, whose hub sits beside its sections.
 */
export function AccountPage({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? `${styles.page} ${styles.wide}` : styles.page} aria-labelledby="account-page-title">
      <h1 id="account-page-title">{title}</h1>
      <div className={styles.card}>{children}</div>
    </section>
  );
}

/** What shows while a page's data loads: the same block size as the form, so nothing jumps. */
export function AccountSkeleton({ label }: { label: string }) {
  return <div className={styles.skeleton} role="status" aria-label={label} aria-busy="true" />;
}
