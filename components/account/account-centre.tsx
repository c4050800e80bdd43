'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSitePath } from '@/components/shell/site-context';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { PurchaseInfo } from '@/lib/accounts/schemas';
import { useHref } from '@/components/app/routes';
import type { NotificationSettings } from '@/lib/accounts/notification-types';
import { BuyerAreaLink } from './buyer-area-link';
import { ChangePasswordForm } from './change-password-form';
import { LogoutButton } from './logout-button';
import { NotificationSettingsForm } from './notification-settings-form';
import { PurchaseProfileForm, type CountryOption } from './purchase-profile-form';
import styles from './account.module.css';

type Props = {
  nickname: string | null;
  email: string;
  emailVerified: boolean;
  purchase: PurchaseInfo;
  /** The countries of the profile's picker, named in the reader's language and in its order. */
  countries: CountryOption[];
  /** The buyer hub's links (components/account/buyer-hub.tsx), rendered on the server. */
  hub: ReactNode;
  /** The buyer's meeting requests, rendered on the server. */
  meetings?: ReactNode;
  /** The buyer's mail switches as saved. */
  notifications: NotificationSettings;
  /** How the buyer signs in, rendered on the server. */
  signInMethods: ReactNode;
  /** Without a password of their own (a social sign-up) the buyer sets one by the reset link instead. */
  hasPassword: boolean;
  /** spec §2 the buyer area (without its token), opened in a new window. */
  buyerArea?: string;
};

/** spec §2 /account: the signed-in buyer's account centre, on both devices (issue 53's buyer hub). */
export function AccountCentre({
  nickname,
  email,
  emailVerified,
  purchase: initial,
  countries,
  hub,
  meetings,
  notifications,
  signInMethods,
  hasPassword,
  buyerArea,
}: Props) {
  const t = useTranslations('accountPages');
  const link = useHref();
  const verify = useSitePath(link('verify'));
  const reset = useSitePath(link('resetPassword'));
  const [purchase, setPurchase] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <>
      {hub}
      <section aria-labelledby="profile-title">
        <h2 id="profile-title">{t('profileTitle')}</h2>
        <dl className={styles.list}>
          <dt>{t('nicknameLabel')}</dt>
          <dd>
            <bdi>{nickname ?? email}</bdi>
          </dd>
          <dt>{t('emailLabel')}</dt>
          <dd>
            <bdi>{email}</bdi>
            {!emailVerified && (
              <>
                {' · '}
                {t('emailNotConfirmed')} <a href={verify}>{t('emailConfirmLink')}</a>
              </>
            )}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="purchase-title">
        <h2 id="purchase-title">{t('purchaseTitle')}</h2>
        {saved && (
          <p className={styles.notice} role="status">
            {t('profileSaved')}
          </p>
        )}
        {editing ? (
          <PurchaseProfileForm
            initial={purchase}
            countries={countries}
            onCancel={() => setEditing(false)}
            onSaved={(info) => {
              setPurchase(info);
              setEditing(false);
              setSaved(true);
            }}
          />
        ) : (
          <PurchaseSummary
            purchase={purchase}
            countries={countries}
            onEdit={() => (setSaved(false), setEditing(true))}
          />
        )}
      </section>
      {meetings}
      <section aria-labelledby="notifications-title">
        <h2 id="notifications-title">{t('settingsTitle')}</h2>
        <NotificationSettingsForm initial={notifications} />
      </section>
      {signInMethods}
      {hasPassword ? (
        <ChangePasswordForm />
      ) : (
        <section aria-labelledby="change-password">
          <h2 id="change-password">{t('changePasswordTitle')}</h2>
          <p>
            {t('noPasswordYet')} <a href={reset}>{t('setPasswordLink')}</a>
          </p>
        </section>
      )}
      <div className={styles.actions}>
        {buyerArea && <BuyerAreaLink target={buyerArea} />}
        <LogoutButton />
      </div>
    </>
  );
}

type SummaryProps = { purchase: PurchaseInfo; countries: CountryOption[]; onEdit: () => void };

function PurchaseSummary({ purchase, countries, onEdit }: SummaryProps) {
  const t = useTranslations('accountPages');
  // a click before the page's script runs would be lost
  const hydrated = useHydrated();
  const code = purchase.countryCode;
  const country = code ? (countries.find((c) => c.code === code)?.name ?? code) : null;
  const phone = purchase.mobile ? `${purchase.dialingCode ? `+${purchase.dialingCode} ` : ''}${purchase.mobile}` : null;
  const rows: [string, string | null][] = [
    [t('companyLabel'), purchase.companyName],
    [t('contactLabel'), purchase.contactName],
    [t('mobileLabel'), phone],
    [t('countryLabel'), country],
    [t('websiteLabel'), purchase.companyWebsite],
    [t('jobTitleLabel'), purchase.jobTitle],
    [t('businessTypeLabel'), purchase.businessType ? t('businessType', { type: String(purchase.businessType) }) : null],
  ];
  return (
    <>
      <dl className={styles.list}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || t('purchaseEmpty')}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" onClick={onEdit} disabled={!hydrated}>
        {t('editProfile')}
      </Button>
    </>
  );
}
