import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BuyerMeetings } from '@/components/meetings/buyer-meetings';
import { MyMeetingsPage } from '@/components/meetings/my-meetings-page';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { listBuyerMeetings } from '@/lib/meetings/service';
import { href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'meetings' });
  return { title: t('myTitle'), description: t('myDescription'), robots: { index: false, follow: false } };
}

/** The buyer's meeting requests and their answers (both devices); signed out → the login page. */
export default async function MyMeetings({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const caller = await readPageCaller();
  if (caller?.memberType !== 2) redirect(href('login', {}, { site, query: { redirect: href('myMeetings') } }));
  const [t, groups] = await Promise.all([
    getTranslations({ locale, namespace: 'meetings' }),
    listBuyerMeetings(locale, caller.accountId),
  ]);
  return (
    <MyMeetingsPage title={t('myTitle')} intro={t('myDescription')}>
      <BuyerMeetings groups={groups} links={{ deployPath: site.deployPath }} level={2} />
    </MyMeetingsPage>
  );
}
