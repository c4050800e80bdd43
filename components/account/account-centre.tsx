'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useSitePath } from '@/components/shell/site-context';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { PurchaseInfo } from '@/lib/accounts/schemas';
import { useHref } from '@/components/app/routes';
import { favouritesLink } from '@/lib/favourites/links';
import { BuyerAreaLink } from './buyer-area-link';
import { ChangePasswordForm } from './change-password-form';
import { LogoutButton } from './logout-button';
import { PurchaseProfileForm, type CountryOption } from './purchase-profile-form';
import styles from './account.module.css';

type Props = {
  nickname: string | null;
  email: string;
  emailVerified: boolean;
  purchase: PurchaseInfo;
  /** The countries of the profile's picker, named in the reader's language and in its order. */
  countries: CountryOption[];
  /** The buyer's meeting requests, rendered on the server. */
  meetings?: ReactNode;
  /** The link to the buyer's e-card (spec §2 /myCard), named on the server. */
  card?: { href: string; label: string };
  /** spec §2 the buyer area (without its token), opened in a new window. */
  buyerArea?: string;
};

/** spec §2 /account (mobile): the signed-in buyer's account centre. */
export function AccountCentre({
  nickname,
  email,
  emailVerified,
  purchase: initial,
  countries,
  meetings,
  card,
  buyerArea,
}: Props) {
  const t = useTranslations('accountPages');
  const tf = useTranslations('favourites');
  const te = useTranslations('enquiry');
  const link = useHref();
  const settings = useSitePath(link('unsubscribe'));
  const favourites = useSitePath(favouritesLink(link, 'mobile'));
  const enquiries = useSitePath(link('accountEnquiries'));
  const verify = useSitePath(link('verify'));
  const [purchase, setPurchase] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <>
      <dl className={styles.list}>
        <dt>{t('nicknameLabel')}</dt>
        <dd>{nickname ?? email}</dd>
        <dt>{t('emailLabel')}</dt>
        <dd>
          {email}
          {!emailVerified && (
            <>
              {' · '}
              {t('emailNotConfirmed')} <a href={verify}>{t('emailConfirmLink')}</a>
            </>
          )}
        </dd>
      </dl>
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
      <ChangePasswordForm />
      <div className={styles.actions}>
        <a href={favourites}>{tf('title')}</a>
        {card && <a href={card.href}>{card.label}</a>}
        <a href={enquiries}>{te('accountLink')}</a>
        {buyerArea && <BuyerAreaLink target={buyerArea} />}
        <a href={settings}>{t('notificationsLink')}</a>
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
