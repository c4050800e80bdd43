import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCentre } from '@/components/account/account-centre';
import { AccountPage } from '@/components/account/account-page';
import { AccountMeetings } from '@/components/meetings/account-meetings';
import { buyerAreaTarget } from '@/lib/accounts/buyer-area';
import { BuyerHub } from '@/components/account/buyer-hub';
import { SignInMethodsSection } from '@/components/account/sign-in-methods';
import { getBuyerUserInfo, getPurchaseInfo, getSignInMethods } from '@/lib/accounts/info';
import { getNotificationSettings } from '@/lib/accounts/notifications';
import { countNewQuotations } from '@/lib/rfq/buyer';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { listBuyerMeetings } from '@/lib/meetings/service';
import { getCountries } from '@/lib/reference/service';
import { href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return { title: t('accountTitle'), description: t('accountDescription'), robots: { index: false, follow: false } };
}

/**
 * spec §2 /account: the buyer's account centre. Spec §2 offers it on mobile only; issue 53's buyer hub
 * gives desktop the same page (decision 0167). Signed out → the login page, a supplier → its workspace.
 */
async function AccountCentrePageContent({ params }: Props) {
  const { site, locale, device } = await readShell(params);
  setRequestLocale(locale);
  const caller = await readPageCaller();
  // a supplier's account is its workspace (the mobile tab bar's "Me" leads here)
  if (caller?.memberType === 3) redirect(href('supplierWorkspace', {}, { site }));
  const info = caller?.memberType === 2 ? await getBuyerUserInfo(caller.accountId) : undefined;
  if (!caller || !info) redirect(href('login', {}, { site, query: { redirect: href('account') } }));
  const [t, purchase, meetings, countries, notifications, methods, newQuotations] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    getPurchaseInfo(caller.accountId),
    listBuyerMeetings(locale, caller.accountId),
    getCountries(locale),
    getNotificationSettings(caller.accountId),
    getSignInMethods(caller.accountId),
    countNewQuotations(caller.accountId),
  ]);
  return (
    <AccountPage title={t('accountTitle')} wide={device === 'desktop'}>
      <AccountCentre
        nickname={info.nickname}
        email={info.email}
        emailVerified={info.emailVerified}
        purchase={purchase}
        countries={countries.map(({ code, name, dialingCode }) => ({ code, name, dialingCode }))}
        hub={<BuyerHub site={site} locale={locale} device={device} newQuotations={newQuotations} />}
        meetings={<AccountMeetings groups={meetings} links={{ deployPath: site.deployPath }} />}
        notifications={notifications}
        signInMethods={<SignInMethodsSection methods={methods} locale={locale} />}
        hasPassword={methods.password}
        buyerArea={buyerAreaTarget(site)}
      />
    </AccountPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function AccountCentrePage(props: Props) {
  return (
    <PageMessages namespaces={['accountPages', 'enquiry']}>
      <AccountCentrePageContent {...props} />
    </PageMessages>
  );
}
