import { useId, type ReactNode } from 'react';
import styles from './field.module.css';

/** The attributes that tie a control to its label, hint and error for screen readers. */
export type FieldControl = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  label: ReactNode;
  /** A translated sentence under the control that helps fill it in. */
  hint?: ReactNode;
  /** The translated error, announced as it appears; none while the value is fine. */
  error?: ReactNode;
  /** The word that marks an optional field ("optional"), shown after the label. */
  optional?: string;
  /** A message of the caller's own under the control (an e-mail check's warning), with the id it carries. */
  note?: { id: string; content: ReactNode };
  /** `inline` puts a checkbox or a radio before its label, on one line. */
  layout?: 'stacked' | 'inline';
  className?: string;
  /** The control, given the attributes it must carry (spread them onto the input, select or textarea). */
  children: (control: FieldControl) => ReactNode;
};

/**
 * The one form field of the site: a label, the control, a hint and an error (role alert), tied together
 * for screen readers, in the design tokens' colours and spacing. Every form builds its fields with it.
 */
export function Field({ label, hint, error, optional, note, layout, className, children }: Props) {
  const id = useId();
  const hintId = hint ? `${id}h` : '';
  const errorId = error ? `${id}e` : '';
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId, note?.id].filter(Boolean).join(' ') || undefined,
  });
  const labelElement = (
    <label htmlFor={id}>
      {label}
      {optional && (
        <>
          {' '}
          <span className={styles.optional}>{optional}</span>
        </>
      )}
    </label>
  );
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {layout === 'inline' ? (
        <div className={styles.inline}>
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {note?.content}
    </div>
  );
}
