import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TransitionalPage } from '@/components/account/transitional-page';
import { href } from '@/lib/routes/href';
import { first } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { PageMessages } from '@/components/app/page-messages';

type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return {
    title: t('transitionalTitle'),
    alternates: await headLinks(site, href('transitional'), locale),
    robots: { index: false, follow: false },
  };
}

/** spec §2 /transitional?platform={provider}: where social sign-in comes back to. */
async function TransitionalContent({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const query = await searchParams;
  return (
    <TransitionalPage
      site={site}
      locale={locale}
      query={{
        platform: first(query.platform),
        oauthError: first(query.oauthError),
        next: first(query.next),
      }}
    />
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function Transitional(props: Props) {
  return (
    <PageMessages namespaces={['accountPages']}>
      <TransitionalContent {...props} />
    </PageMessages>
  );
}
