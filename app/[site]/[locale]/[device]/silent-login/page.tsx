import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { SilentLoginChoice } from '@/components/account/silent-login-choice';
import { PENDING_SILENT_LOGIN_COOKIE, readSilentLoginQuestion } from '@/lib/accounts/silent-login';
import { SESSION_COOKIE } from '@/lib/accounts/cookie';
import { safeRedirectTarget } from '@/lib/links/redirect-target';
import { href } from '@/lib/routes/href';
import { first } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';

type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// per request: the waiting sign-in link and the signed-in account are read from the cookies
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return {
    title: t('silentLoginTitle'),
    alternates: await headLinks(site, href('silentLogin'), locale),
    robots: { index: false, follow: false },
  };
}

/** Silent login (spec §2) over another signed-in account: the person chooses which account to use. */
export default async function SilentLoginPage({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const jar = await cookies();
  const [question, t, query] = await Promise.all([
    readSilentLoginQuestion(jar.get(PENDING_SILENT_LOGIN_COOKIE)?.value, jar.get(SESSION_COOKIE)?.value),
    getTranslations({ locale, namespace: 'accountPages' }),
    searchParams,
  ]);
  const next = safeRedirectTarget(first(query.next)) ?? href('home', {}, { site });
  return (
    <AccountPage title={t('silentLoginTitle')}>
      <SilentLoginChoice question={question} next={next} />
    </AccountPage>
  );
}
