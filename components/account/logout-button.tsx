'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/components/ui/use-hydrated';
import { logOut } from '@/lib/auth/client-session';
import styles from './account.module.css';

/** Signs out on the server (the session stops working), forgets the stored values and reloads (spec §4). */
export function LogoutButton() {
  const t = useTranslations('accountPages');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  // a click before the page's script runs would be lost
  const hydrated = useHydrated();

  async function logout() {
    setBusy(true);
    setFailure(undefined);
    const result = await logOut();
    if (!result.ok) {
      setFailure(result.message || t('loadFailed'));
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={logout} disabled={busy || !hydrated}>
        {t('logout')}
      </Button>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
