import type { ReactNode } from 'react';
import styles from './meetings.module.css';

/** The frame of a list page of meetings: one heading, an introduction, the list. */
export function MyMeetingsPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="my-meetings-title">
      <h1 id="my-meetings-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.muted}>{intro}</p>
      {children}
    </section>
  );
}
