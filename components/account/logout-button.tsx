'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { gateway } from '@/lib/gateway/endpoints';
import { clearBuyerSession } from '@/lib/gateway/session-values';
import styles from './account.module.css';

/** Signs out on the server (the session stops working), forgets the stored values and reloads. */
export function LogoutButton() {
  const t = useTranslations('accountPages');
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    try {
      await gateway.logout({}, { toast: false });
    } finally {
      clearBuyerSession();
      window.location.reload();
    }
  }

  return (
    <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={logout} disabled={busy}>
      {t('logout')}
    </button>
  );
}
