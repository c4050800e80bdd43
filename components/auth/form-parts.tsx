'use client';

import { useTranslations } from 'next-intl';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Button } from '@/components/ui/button';
import { ACCOUNT_LIMITS } from '@/lib/accounts/rules';
import type { EmailIssue } from './email-check';
import styles from './account.module.css';

/** spec §5 rule keys from lib/accounts/rules.ts mapped to this namespace's texts, with the bound filled in. */
export function useFieldMessage() {
  const t = useTranslations('account');
  return (key: string | undefined, bounds: { min?: number; max?: number } = {}): string | undefined => {
    switch (key) {
      case undefined:
      case '':
        return undefined;
      case 'required':
        return t('required');
      case 'minlength':
        return t('minlength', { min: bounds.min ?? ACCOUNT_LIMITS.registerPasswordMin });
      case 'maxlength':
        return t('maxlength', { max: bounds.max ?? ACCOUNT_LIMITS.emailMax });
      case 'email':
        return t('emailInvalid');
      case 'privacy':
        return t('privacyRequired');
      default:
        return t('required');
    }
  };
}

type IssueProps = { issue: EmailIssue; id: string; onSwitch: () => void };

/** The e-mail's message after its check, with the link to the other tab where the spec offers one. */
export function EmailIssueText({ issue, id, onSwitch }: IssueProps) {
  const t = useTranslations('account');
  const message = useFieldMessage();
  if (!issue) return null;
  const text: Record<Exclude<EmailIssue, null>, ReactNode> = {
    required: message('required'),
    maxlength: message('maxlength'),
    email: message('email'),
    supplier: t('supplierRefused'),
    companyMail: t('companyMailWarning'),
    disposableMail: t('disposableMail'),
    emailExists: (
      <>
        {t('emailExists')}{' '}
        <button type="button" className={styles.link} onClick={onSwitch}>
          {t('goLogin')}
        </button>
      </>
    ),
    needRegister: (
      <>
        {t('needRegister')}{' '}
        <button type="button" className={styles.link} onClick={onSwitch}>
          {t('goRegister')}
        </button>
      </>
    ),
  };
  return (
    <p
      id={id}
      className={issue === 'companyMail' ? styles.warning : styles.error}
      role={issue === 'companyMail' ? 'status' : 'alert'}
    >
      {text[issue]}
    </p>
  );
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const t = useTranslations('account');
  return (
    <Button type="submit" className={styles.submit} busy={busy}>
      {busy ? t('busy') : label}
    </Button>
  );
}

/** True when the issue blocks submitting (the warning and the unknown state do not). */
export function isBlocking(issue: EmailIssue): boolean {
  return issue !== null && issue !== 'companyMail';
}

type EmailFieldProps = {
  error: string | undefined;
  issue: EmailIssue;
  /** The other tab's link in the check's message ("log in instead", "register instead"). */
  onSwitch: () => void;
  registration: UseFormRegisterReturn;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'maxLength'>;

/** The dialog's e-mail: its rule error, else the message of its check on blur, which may block submitting. */
export function EmailField({ error, issue, onSwitch, registration, maxLength }: EmailFieldProps) {
  const t = useTranslations('account');
  const noteId = `${useId()}-email-issue`;
  return (
    <Field
      label={t('email')}
      error={error}
      note={
        !error && issue
          ? { id: noteId, content: <EmailIssueText id={noteId} issue={issue} onSwitch={onSwitch} /> }
          : undefined
      }
    >
      {(control) => (
        <input
          {...control}
          aria-invalid={control['aria-invalid'] ?? (isBlocking(issue) || undefined)}
          type="email"
          autoComplete="email"
          maxLength={maxLength}
          {...registration}
        />
      )}
    </Field>
  );
}
