'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSite, useSitePath } from '@/components/shell/site-context';
import favouriteStyles from '@/components/favourites/favourites.module.css';
import type { SignedInBuyer } from '@/lib/auth/session';
import { logOut } from '@/lib/auth/client-session';
import { BUYER_ENQUIRIES_PATH } from '@/lib/enquiries/paths';
import { favouritesPath } from '@/lib/favourites/paths';
import { showErrorToast } from '@/lib/gateway/toasts';
import { useLoginGate } from './login-gate-provider';
import { useSessionStartup } from './use-session-startup';
import styles from './account.module.css';

/** The header's account area: "Sign in" (through the login gate) or the buyer with "Log out". */
export function AccountButton({ buyer }: { buyer: SignedInBuyer | null }) {
  const t = useTranslations('account');
  const tf = useTranslations('favourites');
  const te = useTranslations('enquiry');
  const router = useRouter();
  const { device } = useSite();
  const favourites = useSitePath(favouritesPath(device));
  const tm = useTranslations('meetings');
  const myMeetings = useSitePath('/myMeetings');
  const enquiries = useSitePath(BUYER_ENQUIRIES_PATH);
  const { requireBuyer } = useLoginGate();
  const [leaving, setLeaving] = useState(false);
  // the header is on every page once: it carries the start-up refresh of the session the server saw
  useSessionStartup(buyer !== null);

  if (!buyer) {
    return (
      <button type="button" className={styles.headerButton} onClick={() => requireBuyer(() => router.refresh())}>
        {t('signIn')}
      </button>
    );
  }
  const leave = async () => {
    setLeaving(true);
    const result = await logOut();
    if (!result.ok) {
      showErrorToast(result.message || t('failed'));
      setLeaving(false);
    }
  };
  return (
    <div className={styles.headerAccount}>
      <span className={styles.buyerName} data-testid="signed-in-buyer">
        {buyer.nickname || buyer.email}
      </span>
      {/* the desktop account area: mobile reaches favourites, enquiries and meetings from the account centre */}
      {device === 'desktop' && (
        <>
          <a href={favourites} className={favouriteStyles.headerLink}>
            {tf('headerLink')}
          </a>
          <a href={enquiries} className={favouriteStyles.headerLink}>
            {te('headerLink')}
          </a>
          <a href={myMeetings} className={styles.headerLink}>
            {tm('myMeetingsLink')}
          </a>
        </>
      )}
      <button type="button" className={styles.headerButton} disabled={leaving} onClick={() => void leave()}>
        {t('logOut')}
      </button>
    </div>
  );
}
