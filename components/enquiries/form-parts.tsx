'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { ACCOUNT_LIMITS } from '@/lib/accounts/rules';
import { ENQUIRY_LIMITS } from '@/lib/enquiries/rules';
import { isGatewayError } from '@/lib/gateway/errors';
import { newIdempotencyKey } from '@/lib/gateway/request';
import styles from './enquiry.module.css';

type Translate = ReturnType<typeof useTranslations<'enquiry'>>;

/** A field's rule key (lib/enquiries/rules.ts, spec §5 keys) as the sentence the buyer reads. */
export function fieldErrorText(t: Translate, field: 'message' | 'quantity' | 'unitCode' | 'email', error?: FieldError) {
  if (!error) return undefined;
  switch (error.message) {
    case 'required':
      return t('errorRequired');
    case 'minlength':
      return t('errorMinlength', { min: ENQUIRY_LIMITS.messageMin });
    case 'maxlength':
      return t('errorMaxlength', {
        max: field === 'email' ? ACCOUNT_LIMITS.emailMax : ENQUIRY_LIMITS.messageMax,
      });
    case 'positiveInteger':
      return t('errorPositiveInteger');
    case 'quantityMax':
      return t('errorQuantityMax');
    case 'email':
      return t('errorEmail');
    case 'unknownUnit':
      return t('errorUnit');
    default:
      return t('errorInvalid');
  }
}

export type SendFailure = { kind: 'emailExists' } | { kind: 'failed'; message: string } | null;

/**
 * Submitting an enquiry: busy after 100 ms, a second click while pending dropped (spec §4), the form's
 * values never reset on failure. The Idempotency-Key stays the same while the content does, so sending
 * again after a lost answer replays the first enquiry instead of writing a second one.
 */
export function useEnquirySender() {
  const { busy, run } = useBusySubmit();
  const [failure, setFailure] = useState<SendFailure>(null);
  const [sent, setSent] = useState(false);
  const attempt = useRef<{ content: string; key: string } | null>(null);

  const keyFor = useCallback((content: unknown) => {
    const text = JSON.stringify(content);
    if (attempt.current?.content !== text) attempt.current = { content: text, key: newIdempotencyKey() };
    return attempt.current.key;
  }, []);

  const send = useCallback(
    (work: () => Promise<void>) =>
      run(async () => {
        setFailure(null);
        try {
          await work();
          setSent(true); // the page is leaving for the success page: stay busy
        } catch (error) {
          // 409 without "in progress": the e-mail has an account (the idempotent retries end in their own code)
          if (isGatewayError(error) && error.code === '100409' && !error.retryable) setFailure({ kind: 'emailExists' });
          else setFailure({ kind: 'failed', message: error instanceof Error ? error.message : '' });
        }
      }),
    [run],
  );
  return { busy: busy || sent, failure, send, keyFor };
}

/** The failure of the last attempt, as an alert: the server's words and that nothing was sent. */
export function SendProblem({ failure, onSignIn }: { failure: SendFailure; onSignIn: () => void }) {
  const t = useTranslations('enquiry');
  if (!failure) return null;
  if (failure.kind === 'emailExists') {
    return (
      <div className={styles.problem} role="alert">
        <p>{t('emailExists')}</p>
        <button type="button" className={styles.secondaryButton} onClick={onSignIn}>
          {t('signIn')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.problem} role="alert">
      {failure.message && <p>{failure.message}</p>}
      <p>{t('notSent')}</p>
    </div>
  );
}

/** spec §4 submit button: busy after 100 ms, clicks while busy do nothing (aria-disabled keeps focus). */
export function SendButton({ busy }: { busy: boolean }) {
  const t = useTranslations('enquiry');
  return (
    <Button type="submit" className={styles.send} busy={busy}>
      {busy ? t('sending') : t('submit')}
    </Button>
  );
}
