'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useSite, useSitePath } from '@/components/shell/site-context';
import type { SignedInBuyer } from '@/lib/auth/session';
import { logOut } from '@/lib/auth/client-session';
import { clearBuyerSession } from '@/lib/gateway/session-values';
import { useLoginGate } from './login-gate-provider';
import styles from './account.module.css';

/** The header's account area: "Sign in" (through the login gate) or the buyer with "Log out". */
export function AccountButton({ buyer }: { buyer: SignedInBuyer | null }) {
  const t = useTranslations('account');
  const tm = useTranslations('meetings');
  const router = useRouter();
  const { device } = useSite();
  const myMeetings = useSitePath('/myMeetings');
  const { requireBuyer } = useLoginGate();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    // the httpOnly session cookie is the truth: stored values of an ended session are stale
    if (!buyer) clearBuyerSession();
  }, [buyer]);

  if (!buyer) {
    return (
      <button type="button" className={styles.headerButton} onClick={() => requireBuyer(() => router.refresh())}>
        {t('signIn')}
      </button>
    );
  }
  return (
    <div className={styles.headerAccount}>
      <span className={styles.buyerName} data-testid="signed-in-buyer">
        {buyer.nickname || buyer.email}
      </span>
      {/* the desktop account area (mobile has the account centre in its tab bar) */}
      {device === 'desktop' && (
        <a href={myMeetings} className={styles.headerLink}>
          {tm('myMeetingsLink')}
        </a>
      )}
      <button
        type="button"
        className={styles.headerButton}
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logOut();
        }}
      >
        {t('logOut')}
      </button>
    </div>
  );
}
