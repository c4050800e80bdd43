'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import styles from './form-card.module.css';

type Props = { title: string; children: ReactNode; again: string; onAgain: () => void };

/**
 * What replaces a form once it was sent: a heading that takes the focus (a screen reader hears the
 * outcome where the form was), the outcome, and a button to start again.
 */
export function SentPanel({ title, children, again, onAgain }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.sent} aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{children}</p>
      <Button variant="secondary" onClick={onAgain}>
        {again}
      </Button>
    </section>
  );
}
