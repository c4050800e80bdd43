'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { AccountPanel, type AccountTab } from './account-panel';
import styles from './account.module.css';

type Props = { device: 'desktop' | 'mobile'; tab: AccountTab; redirectTo: string };

/** /login and /register (spec §2): the dialog's content as a page; success goes to `redirectTo`. */
export function AccountPage({ device, tab, redirectTo }: Props) {
  const t = useTranslations('account');
  const titleId = useId();
  // a full navigation, so every server component (the header too) renders for the signed-in buyer
  const done = () => window.location.assign(redirectTo);
  return (
    <div className={device === 'desktop' ? styles.page : styles.pageMobile}>
      <h1 className={styles.visuallyHidden}>{tab === 'login' ? t('loginMetaTitle') : t('registerMetaTitle')}</h1>
      <AccountPanel
        device={device}
        initialTab={tab}
        titleId={titleId}
        onLoggedIn={done}
        onRegistered={done}
        returnTo={redirectTo}
      />
    </div>
  );
}
