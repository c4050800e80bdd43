'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import styles from './rfq.module.css';

/** The attributes that tie a control to its label, hint and error for screen readers. */
export type FieldA11y = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The control, given the attributes it must carry. */
  children: (a11y: FieldA11y) => ReactNode;
};

/** A labelled control with its hint and its translated error (role alert), on both devices. */
export function FormField({ label, error, hint, optional, children }: Props) {
  const t = useTranslations('rfq');
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {optional && <span className={styles.optional}> {t('optional')}</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The rule keys of lib/rfq/rules.ts and the form schemas as translated texts, the bound filled in. */
export function useRuleMessage() {
  const t = useTranslations('rfq');
  return (key: string | undefined, bounds: { min?: number; max?: number } = {}): string | undefined => {
    switch (key) {
      case undefined:
      case '':
        return undefined;
      case 'required':
        return t('errors.required');
      case 'minlength':
        return t('errors.minlength', { min: bounds.min ?? 1 });
      case 'maxlength':
        return t('errors.maxlength', { max: bounds.max ?? 0 });
      case 'integer':
        return t('errors.integer');
      case 'max':
        return t('errors.max', { max: bounds.max ?? 0 });
      case 'price':
        return t('errors.price');
      case 'email':
        return t('errors.email');
      case 'tiersOrder':
        return t('errors.tiersOrder');
      case 'date':
        return t('errors.date');
      case 'privacy':
        return t('errors.privacy');
      default:
        return t('errors.invalid');
    }
  };
}
