'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useSitePath } from '@/components/shell/site-context';
import { useHydrated } from '@/components/ui/use-hydrated';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';
import { directionOf, isLocale } from '@/lib/i18n/locales';
import { useHref } from '@/components/app/routes';
import styles from './account.module.css';

type Account = { email: string; verified: boolean };
type Props = {
  /** A usable code of a mailed link (checked by the server). */
  code: string | undefined;
  /** A link was opened whose code is unknown, spent or expired. */
  linkInvalid: boolean;
  /** The signed-in buyer's address and whether it is confirmed; null when nobody is signed in. */
  account: Account | null;
};
type Outcome =
  | { state: 'checking' }
  | { state: 'done'; status: 'verified' | 'alreadyVerified'; email: string }
  | { state: 'invalid' }
  | { state: 'failed' }
  | { state: 'idle' };

/** An address inside right-to-left text keeps its own order (wrapped in a Unicode first-strong isolate). */
function useAddress(): (email: string) => string {
  const locale = useLocale();
  const rtl = isLocale(locale) && directionOf(locale) === 'rtl';
  return (email) => (rtl ? `\u2068${email}\u2069` : email);
}

/**
 * spec §2 /verify: uses the link's code once (a POST, from the browser), then says what happened; a spent
 * link or a visit without one shows the signed-in buyer's state, with a new link on request.
 */
export function VerifyEmail({ code, linkInvalid, account }: Props) {
  const t = useTranslations('accountPages');
  const address = useAddress();
  const link = useHref();
  const home = useSitePath(link('home'));
  const [outcome, setOutcome] = useState<Outcome>(
    code ? { state: 'checking' } : linkInvalid ? { state: 'invalid' } : { state: 'idle' },
  );
  const started = useRef(false);

  const verify = useCallback(async () => {
    if (!code) return;
    setOutcome({ state: 'checking' });
    try {
      const result = await gateway.verifyEmail({ code }, { toast: false });
      setOutcome({ state: 'done', ...result });
    } catch (error) {
      // a 4xx answer: the code was spent in the meantime (another tab, a scanner running scripts)
      const refused =
        isGatewayError(error) &&
        error.status !== null &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429;
      setOutcome(refused ? { state: 'invalid' } : { state: 'failed' });
    }
  }, [code]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void verify();
  }, [verify]);

  switch (outcome.state) {
    case 'checking':
      return (
        <p role="status" aria-busy="true">
          {t('verifyChecking')}
        </p>
      );
    case 'done':
      return (
        <div className={styles.form}>
          <p className={styles.notice} role="status">
            {outcome.status === 'verified'
              ? t('verifyDone', { email: address(outcome.email) })
              : t('verifyAlready', { email: address(outcome.email) })}
          </p>
          <a href={home}>{t('homeLink')}</a>
        </div>
      );
    case 'failed':
      return (
        <div className={styles.form}>
          <p className={`${styles.notice} ${styles.problem}`} role="alert">
            {t('verifyFailed')}
          </p>
          <Button onClick={() => void verify()}>{t('verifyRetry')}</Button>
        </div>
      );
    default:
      return (
        <div className={styles.form}>
          {outcome.state === 'invalid' && (
            <p className={`${styles.notice} ${styles.problem}`} role="alert">
              {t('verifyInvalid')}
            </p>
          )}
          <AccountState account={account} />
        </div>
      );
  }
}

/** Where the signed-in buyer stands: confirmed, or not yet (with a new link on request); signed out: sign in. */
function AccountState({ account }: { account: Account | null }) {
  const t = useTranslations('accountPages');
  const address = useAddress();
  const link = useHref();
  const home = useSitePath(link('home'));
  const login = useSitePath(link('login', {}, { query: { redirect: link('verify') } }));
  if (!account)
    return (
      <p>
        {t('verifySignIn')} <a href={login}>{t('signInLink')}</a>
      </p>
    );
  if (account.verified)
    return (
      <>
        <p>{t('verifyAlready', { email: address(account.email) })}</p>
        <a href={home}>{t('homeLink')}</a>
      </>
    );
  return <SendNewLink email={account.email} />;
}

function SendNewLink({ email: raw }: { email: string }) {
  const t = useTranslations('accountPages');
  const email = useAddress()(raw);
  const [state, setState] = useState<'ask' | 'busy' | 'sent' | 'confirmed'>('ask');
  const [failure, setFailure] = useState<string>();
  // a click before the page's script runs would be lost
  const hydrated = useHydrated();

  async function send() {
    setState('busy');
    setFailure(undefined);
    try {
      const { status } = await gateway.sendVerifyEmail({}, { toast: false });
      setState(status === 'sent' ? 'sent' : 'confirmed');
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('loadFailed'));
      setState('ask');
    }
  }

  if (state === 'sent')
    return (
      <p className={styles.notice} role="status">
        {t('verifySent', { email })}
      </p>
    );
  if (state === 'confirmed')
    return (
      <p className={styles.notice} role="status">
        {t('verifyAlready', { email })}
      </p>
    );
  return (
    <>
      <p>{t('verifyPending', { email })}</p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <Button onClick={send} disabled={state === 'busy' || !hydrated}>
        {state === 'busy' ? t('working') : t('verifySend')}
      </Button>
    </>
  );
}
