'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { UnsubscribeSetting } from '@/lib/accounts/notification-types';
import { gateway } from '@/lib/gateway/endpoints';
import styles from './account.module.css';

/**
 * A mail's unsubscribe link asks first and changes the setting on a click (a POST): mail scanners that
 * open every link must not unsubscribe anyone.
 */
export function UnsubscribeConfirm({ token, setting }: { token: string; setting: UnsubscribeSetting }) {
  const t = useTranslations('accountPages');
  const [state, setState] = useState<'ask' | 'busy' | 'done' | 'failed'>('ask');
  // a click before the page's script runs would be lost
  const hydrated = useHydrated();

  async function confirm() {
    setState('busy');
    try {
      await gateway.unsubscribe({ token }, { toast: false });
      setState('done');
    } catch {
      setState('failed');
    }
  }

  if (state === 'done')
    return (
      <p className={styles.notice} role="status">
        {t('unsubscribed', { setting })}
      </p>
    );
  return (
    <div className={styles.form}>
      <p>{t('unsubscribeAsk', { setting })}</p>
      {state === 'failed' && (
        <p className={styles.error} role="alert">
          {t('loadFailed')}
        </p>
      )}
      <Button onClick={confirm} disabled={state === 'busy' || !hydrated}>
        {state === 'busy' ? t('working') : t('unsubscribeConfirm')}
      </Button>
    </div>
  );
}
