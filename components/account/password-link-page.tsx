import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { isLoginCodeUsable } from '@/lib/accounts/codes';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { href } from '@/lib/routes/href';
import { first } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { AccountPage, AccountSkeleton } from './account-page';
import { PasswordLink } from './password-link';

export type PasswordPageProps = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
type Purpose = 'reset' | 'init';

const PATH: Record<Purpose, string> = { reset: href('resetPassword'), init: href('initPassword') };

/** Title and description of /resetPassword or /initPassword; links with a code are never indexed. */
export async function passwordPageMetadata(purpose: Purpose, { params }: PasswordPageProps): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return {
    title: purpose === 'reset' ? t('resetTitle') : t('initTitle'),
    description: purpose === 'reset' ? t('resetDescription') : t('initDescription'),
    alternates: await headLinks(site, PATH[purpose], locale),
    robots: { index: false, follow: true },
  };
}

/** The shared page of both password links (spec §2 /resetPassword, /initPassword). */
export async function PasswordLinkPage(purpose: Purpose, { params, searchParams }: PasswordPageProps) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const code = first((await searchParams).code);
  // spec §2: a signed-in buyer asking for a reset goes home (a link with a code still works)
  if (purpose === 'reset' && !code && (await readPageCaller())?.memberType === 2) redirect(href('home', {}, { site }));
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return (
    <AccountPage title={purpose === 'reset' ? t('resetTitle') : t('initTitle')}>
      <Suspense fallback={<AccountSkeleton label={t('checkingLink')} />}>
        <CheckedLink purpose={purpose} code={code} />
      </Suspense>
    </AccountPage>
  );
}

async function CheckedLink({ purpose, code }: { purpose: Purpose; code: string | undefined }) {
  const valid = code ? await isLoginCodeUsable(code, purpose === 'reset' ? 'reset_password' : 'init_password') : false;
  return <PasswordLink code={code} valid={valid} purpose={purpose} />;
}
