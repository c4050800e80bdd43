'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './form-card.module.css';

type Props = { title: string; children: ReactNode; /** What to do next: write again, go back. */ action: ReactNode };

/**
 * What replaces a form once it was sent: a heading that takes the focus (a screen reader hears the
 * outcome where the form was), the outcome, and what to do next.
 */
export function SentPanel({ title, children, action }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{children}</p>
      {action}
    </section>
  );
}
