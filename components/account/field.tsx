'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { fieldMessageKey } from './form-messages';
import styles from './account.module.css';

type Props = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>;

/** A labelled input with its hint and its translated error, tied together for screen readers. */
export function Field({ label, registration, error, hint, ...input }: Props) {
  const t = useTranslations('accountPages');
  const id = useId();
  const key = fieldMessageKey(error?.message);
  const described = [hint && `${id}-hint`, key && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={key ? true : undefined} aria-describedby={described} {...input} {...registration} />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {key && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(key)}
        </p>
      )}
    </div>
  );
}
