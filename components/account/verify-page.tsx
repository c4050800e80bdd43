import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { isLoginCodeUsable } from '@/lib/accounts/codes';
import { readEmailVerification } from '@/lib/accounts/email-verification';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { href } from '@/lib/routes/href';
import { first } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { AccountPage, AccountSkeleton } from './account-page';
import { VerifyEmail } from './verify-email';

export type VerifyPageProps = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function verifyPageMetadata({ params }: VerifyPageProps): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return {
    title: t('verifyTitle'),
    description: t('verifyDescription'),
    alternates: await headLinks(site, href('verify'), locale),
    robots: { index: false, follow: false },
  };
}

/** spec §2 /verify: a mailed confirmation link, or the signed-in buyer's confirmation state. */
export async function VerifyPage({ params, searchParams }: VerifyPageProps) {
  const { locale } = await readShell(params);
  setRequestLocale(locale);
  const code = first((await searchParams).code);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return (
    <AccountPage title={t('verifyTitle')}>
      <Suspense fallback={<AccountSkeleton label={t('checkingLink')} />}>
        <CheckedVerifyLink code={code} />
      </Suspense>
    </AccountPage>
  );
}

/**
 * The server only checks the link here; the page uses it with a POST once it runs in the browser, so a
 * mail scanner that fetches every link does not spend it.
 */
async function CheckedVerifyLink({ code }: { code: string | undefined }) {
  const caller = await readPageCaller();
  const [usable, account] = await Promise.all([
    code ? isLoginCodeUsable(code, 'verify_email') : false,
    caller?.memberType === 2 ? readEmailVerification(caller.accountId) : undefined,
  ]);
  return (
    <VerifyEmail
      code={usable ? code : undefined}
      linkInvalid={code !== undefined && !usable}
      account={account ?? null}
    />
  );
}
