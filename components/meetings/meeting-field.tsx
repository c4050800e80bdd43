'use client';

import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './meetings.module.css';

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type Props = {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Renders the control with its id and the ids of its hint and error. */
  children: (control: ControlProps) => ReactElement;
};

/** A labelled control with its hint and its error, tied together for screen readers. */
export function MeetingField({ label, hint, error, children }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children({ id, ...(error && { 'aria-invalid': true }), ...(described && { 'aria-describedby': described }) })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
