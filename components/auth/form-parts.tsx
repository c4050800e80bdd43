'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
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

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const t = useTranslations('account');
  return (
    <button
      type="submit"
      className={styles.submit}
      aria-busy={busy}
      aria-disabled={busy}
      data-busy={busy ? 'true' : undefined}
    >
      {busy ? t('busy') : label}
    </button>
  );
}

/** True when the issue blocks submitting (the warning and the unknown state do not). */
export function isBlocking(issue: EmailIssue): boolean {
  return issue !== null && issue !== 'companyMail';
}
