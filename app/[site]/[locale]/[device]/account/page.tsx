import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountCentre } from '@/components/account/account-centre';
import { AccountPage } from '@/components/account/account-page';
import { AccountMeetings } from '@/components/meetings/account-meetings';
import { buyerAreaTarget } from '@/lib/accounts/buyer-area';
import { getBuyerUserInfo, getPurchaseInfo } from '@/lib/accounts/info';
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
 * spec §2 /account, mobile only (the registry sends desktop home): signed out → the login page, a supplier
 * → its workspace.
 */
async function AccountCentrePageContent({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const caller = await readPageCaller();
  // a supplier's account is its workspace (the mobile tab bar's "Me" leads here)
  if (caller?.memberType === 3) redirect(href('supplierWorkspace', {}, { site }));
  const info = caller?.memberType === 2 ? await getBuyerUserInfo(caller.accountId) : undefined;
  if (!caller || !info) redirect(href('login', {}, { site, query: { redirect: href('account') } }));
  const [t, tcard, purchase, meetings, countries] = await Promise.all([
    getTranslations({ locale, namespace: 'accountPages' }),
    getTranslations({ locale, namespace: 'cards' }),
    getPurchaseInfo(caller.accountId),
    listBuyerMeetings(locale, caller.accountId),
    getCountries(locale),
  ]);
  return (
    <AccountPage title={t('accountTitle')}>
      <AccountCentre
        nickname={info.nickname}
        email={info.email}
        emailVerified={info.emailVerified}
        purchase={purchase}
        countries={countries.map(({ code, name, dialingCode }) => ({ code, name, dialingCode }))}
        meetings={<AccountMeetings groups={meetings} links={{ deployPath: site.deployPath }} />}
        card={{ href: href('myCard', {}, { site }), label: tcard('title') }}
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
