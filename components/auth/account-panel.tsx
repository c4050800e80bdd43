'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import styles from './account.module.css';

export type AccountTab = 'login' | 'register';

type Props = {
  device: 'desktop' | 'mobile';
  initialTab: AccountTab;
  /** Login only (the compact modal, spec §2). */
  compact?: boolean;
  /** The e-mail the form starts with (carried over from the compact login). */
  initialEmail?: string;
  /** Why the compact login opened, with the id the dialog is described by. */
  notice?: { id: string; text: string };
  /** The compact login has no register form: an unknown e-mail's "Join free" goes here instead. */
  onWantRegister?: (email: string) => void;
  /** The id of the heading that labels the dialog or page. */
  titleId: string;
  onLoggedIn: (user: BuyerUserInfo) => void;
  onRegistered: (user: BuyerUserInfo) => void;
  /** Where social sign-in comes back to; by default the page the dialog is on. */
  returnTo?: string;
};

/**
 * spec §2 dialog content: desktop two columns (login left, register right with the promo list), mobile
 * tabs Login / Join free; the e-mail check switches tabs (spec §4) and carries the e-mail across.
 */
export function AccountPanel({
  device,
  initialTab,
  compact = false,
  initialEmail = '',
  notice,
  onWantRegister,
  titleId,
  onLoggedIn,
  onRegistered,
  returnTo,
}: Props) {
  const t = useTranslations('account');
  const [tab, setTab] = useState<AccountTab>(compact ? 'login' : initialTab);
  const [handover, setHandover] = useState<{ email: string; key: number }>({ email: initialEmail, key: 0 });
  const tabsId = useId();
  const switchTo = (next: AccountTab, email: string) => {
    setHandover((current) => ({ email, key: current.key + 1 }));
    setTab(next);
  };
  const login = (
    <LoginForm
      key={`login-${tab === 'login' ? handover.key : 0}`}
      initialEmail={tab === 'login' ? handover.email : ''}
      onSuccess={onLoggedIn}
      returnTo={returnTo}
      onSwitchToRegister={(email) => (compact ? onWantRegister?.(email) : switchTo('register', email))}
    />
  );
  const register = (
    <RegisterForm
      key={`register-${tab === 'register' ? handover.key : 0}`}
      initialEmail={tab === 'register' ? handover.email : ''}
      onSuccess={onRegistered}
      onSwitchToLogin={(email) => switchTo('login', email)}
    />
  );

  if (compact) {
    return (
      <section className={styles.column}>
        <h2 id={titleId}>{t('loginTitle')}</h2>
        {notice && (
          <p id={notice.id} className={styles.hint}>
            {notice.text}
          </p>
        )}
        {login}
      </section>
    );
  }
  if (device === 'desktop') {
    return (
      <div className={styles.columns} data-active={tab}>
        <section className={styles.column} aria-labelledby={titleId} data-tab="login">
          <h2 id={titleId}>{t('loginTitle')}</h2>
          {login}
        </section>
        <section
          className={`${styles.column} ${styles.registerColumn}`}
          aria-labelledby={`${titleId}-register`}
          data-tab="register"
        >
          <h2 id={`${titleId}-register`}>{t('registerTitle')}</h2>
          <PromoList />
          {register}
        </section>
      </div>
    );
  }
  return (
    <div className={styles.mobile}>
      <h2 id={titleId} className={styles.visuallyHidden}>
        {tab === 'login' ? t('loginTitle') : t('registerTitle')}
      </h2>
      <div role="tablist" aria-label={t('accountTabs')} className={styles.tablist}>
        {(['login', 'register'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabsId}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${tabsId}-panel`}
            onClick={() => setTab(name)}
          >
            {name === 'login' ? t('loginTab') : t('joinFree')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabsId}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
        {tab === 'login' ? login : register}
      </div>
    </div>
  );
}

function PromoList() {
  const t = useTranslations('account');
  return (
    <ul className={styles.promo} aria-label={t('promoTitle')}>
      <li>{t('promoSuppliers')}</li>
      <li>{t('promoRfq')}</li>
      <li>{t('promoExpo')}</li>
    </ul>
  );
}
