import type { ReactNode } from 'react';
import styles from './rfq.module.css';

type Props = { title: string; lead?: string; width?: 'narrow' | 'wide'; children: ReactNode };

/** The frame of every RFQ page: one heading and its lead, the same on both devices. */
export function RfqPage({ title, lead, width, children }: Props) {
  return (
    <section className={`${styles.page} ${width ? styles[width] : ''}`} aria-labelledby="rfq-page-title">
      <h1 id="rfq-page-title">{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </section>
  );
}
