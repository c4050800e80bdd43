'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useBusySubmit } from '@/components/auth/use-busy-submit';
import { Button } from '@/components/ui/button';
import { gateway } from '@/lib/gateway/endpoints';
import styles from './cards.module.css';

/** Copies a card's link, and says so. */
export function CopyCardLink({ link }: { link: string }) {
  const t = useTranslations('cards');
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          void navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => undefined,
          );
        }}
      >
        {t('copy')}
      </Button>
      <p role="status" className={styles.status}>
        {copied ? t('copied') : ''}
      </p>
    </>
  );
}

/**
 * "Keep this card" on a shared card: signs in through the login gate (spec §4) and keeps it in the
 * buyer's favourites (exhibitorCard); once kept, links to them.
 */
export function KeepCard({ token, kept, favouritesHref }: { token: string; kept: boolean; favouritesHref: string }) {
  const t = useTranslations('cards');
  const { requireBuyer } = useLoginGate();
  const { busy, run } = useBusySubmit();
  const [state, setState] = useState<'idle' | 'kept' | 'own' | 'failed'>(kept ? 'kept' : 'idle');
  if (state === 'kept' || state === 'own') {
    return (
      <p role="status" className={styles.status}>
        {state === 'own' ? (
          t('ownCard')
        ) : (
          <>
            {t('kept')} <a href={favouritesHref}>{t('keptLink')}</a>
          </>
        )}
      </p>
    );
  }
  const keep = () =>
    run(async () => {
      try {
        await gateway.keepBusinessCard({ token }, { toast: false });
        setState('kept');
      } catch (error) {
        setState(error instanceof Error && 'status' in error && error.status === 409 ? 'own' : 'failed');
      }
    });
  return (
    <>
      <Button busy={busy} onClick={() => requireBuyer(() => void keep())}>
        {busy ? t('keeping') : t('keep')}
      </Button>
      {state === 'failed' && (
        <p role="alert" className={styles.status}>
          {t('keepFailed')}
        </p>
      )}
    </>
  );
}
