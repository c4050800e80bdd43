'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSite, useSitePath } from '@/components/shell/site-context';
import type { SignedInAccount } from '@/lib/auth/session';
import { logOut } from '@/lib/auth/client-session';
import { initialsOf, personInitials } from '@/lib/format/initials';
import { showErrorToast } from '@/lib/gateway/toasts';
import { useHref } from '@/components/app/routes';
import { favouritesLink } from '@/lib/favourites/links';
import { useHydrated } from '@/components/ui/use-hydrated';
import { BuyerAreaLink } from '@/components/account/buyer-area-link';
import { countValues } from '@/lib/format/number';
import { AccountMenu, type HubEntry } from './account-menu';
import { useLoginGate } from './login-gate-provider';
import { useSessionStartup } from './use-session-startup';
import styles from './account.module.css';

/**
 * On a phone the name beside "Log out" was cut to a few letters ("Dem…" beside "Abmelden"): there the
 * signed-in person shows as their initials in a circle that leads to their account (the buyer's account
 * centre, the supplier's workspace); the name stays the link's text for screen readers. The letters are
 * generated content with an empty alternative text, so they are seen and not read.
 */
function Initials({
  name,
  initials,
  href,
  testId,
  news,
}: {
  name: string;
  initials: string;
  href: string;
  testId: string;
  /** What is new in the account (the buyer's unseen quotations): a count on the circle's corner. */
  news?: { count: number; label: string };
}) {
  return (
    // a count read with the name would change the name a test reads: the buyer's name carries the test id
    <a href={href} className={styles.initials} data-initials={initials} data-testid={news ? undefined : testId}>
      <span className="visually-hidden" data-testid={news ? testId : undefined}>
        {name}
      </span>
      {news && (
        <>
          <span className={styles.initialsCount} aria-hidden="true" data-testid="hub-count">
            {news.count}
          </span>
          <span className="visually-hidden">, {news.label}</span>
        </>
      )}
    </a>
  );
}

/**
 * The header's account area: "Sign in" (through the login gate), the buyer with their links and "Log out",
 * or a supplier's company with the way to its workspace and "Log out" (a supplier is no buyer: offering
 * them the buyer sign-in read as if they were signed out).
 */
export function AccountButton({
  account,
  buyerArea,
}: {
  account: SignedInAccount | null;
  /** spec §2: a buyer back office of its own (BUYER_SITE_URL); this site's buyer pages are the links beside it. */
  buyerArea?: string;
}) {
  const t = useTranslations('account');
  const ta = useTranslations('accountPages');
  const tf = useTranslations('favourites');
  const te = useTranslations('enquiry');
  const router = useRouter();
  const { device } = useSite();
  const link = useHref();
  const favourites = useSitePath(favouritesLink(link, device));
  const tm = useTranslations('meetings');
  const myMeetings = useSitePath(link('myMeetings'));
  const enquiries = useSitePath(link('accountEnquiries'));
  const workspace = useSitePath(link('supplierWorkspace'));
  const accountCentre = useSitePath(link('account'));
  const myRfqs = useSitePath(link('rfqManage'));
  const { requireBuyer } = useLoginGate();
  const [leaving, setLeaving] = useState(false);
  // "Sign in" opens the dialog by script: disabled until the page has hydrated, so a press is never lost
  const hydrated = useHydrated();
  // the header is on every page once: it carries the start-up refresh of the session the server saw
  useSessionStartup(account?.kind === 'buyer');

  if (!account) {
    return (
      <button
        type="button"
        className={styles.headerButton}
        disabled={!hydrated}
        onClick={() => requireBuyer(() => router.refresh())}
      >
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
  // "Log out" answers by script too: a press before hydration would be lost (decision 0152)
  const logOutButton = (
    <button type="button" className={styles.headerButton} disabled={leaving || !hydrated} onClick={() => void leave()}>
      {t('logOut')}
    </button>
  );
  if (account.kind === 'supplier') {
    return (
      <div className={styles.headerAccount}>
        {device === 'desktop' ? (
          <>
            <span className={styles.accountName} data-testid="signed-in-supplier" title={account.company}>
              <bdi>{account.company}</bdi>
            </span>
            <a href={workspace} className={styles.headerLink}>
              {ta('workspaceTitle')}
            </a>
          </>
        ) : (
          <Initials
            name={account.company}
            initials={initialsOf(account.company)}
            href={workspace}
            testId="signed-in-supplier"
          />
        )}
        {logOutButton}
      </div>
    );
  }
  const buyerName = account.nickname || account.email;
  const news =
    account.newQuotations > 0
      ? { count: account.newQuotations, label: ta('newQuotations', countValues({ count: account.newQuotations })) }
      : undefined;
  if (device !== 'desktop') {
    return (
      <div className={styles.headerAccount}>
        {/* the account centre leads to the buyer's pages (issue 53 buyer hub) */}
        <Initials
          name={buyerName}
          initials={personInitials(account.nickname, account.email)}
          href={accountCentre}
          testId="signed-in-buyer"
          news={news}
        />
        {logOutButton}
      </div>
    );
  }
  // the desktop buyer hub: the buyer's pages from every page (issue 53)
  const entries: HubEntry[] = [
    { id: 'account', href: accountCentre, label: ta('accountTitle') },
    { id: 'rfqs', href: myRfqs, label: ta('myRfqs'), news },
    { id: 'enquiries', href: enquiries, label: te('accountLink') },
    { id: 'meetings', href: myMeetings, label: tm('myMeetingsLink') },
    { id: 'favourites', href: favourites, label: tf('title') },
  ];
  return (
    <div className={styles.headerAccount}>
      <AccountMenu
        name={buyerName}
        label={ta('hubLabel')}
        entries={entries}
        extra={buyerArea && <BuyerAreaLink target={buyerArea} />}
      />
      {logOutButton}
    </div>
  );
}
