import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccountPage } from '@/components/account/account-page';
import { SupplierLoginForm } from '@/components/account/supplier-login-form';
import { readPageCaller } from '@/lib/accounts/page-caller';
import { href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return {
    title: t('supplierLoginTitle'),
    description: t('supplierLoginDescription'),
    alternates: await headLinks(site, href('supplierLogin'), locale),
  };
}

/** The suppliers' own sign-in page; a supplier already signed in goes straight to the workspace. */
async function SupplierLoginPageContent({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  if ((await readPageCaller())?.memberType === 3) redirect(href('supplierWorkspace', {}, { site }));
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  return (
    <AccountPage title={t('supplierLoginTitle')}>
      <SupplierLoginForm />
      <p>
        <a href={href('login', {}, { site })}>{t('buyerLoginLink')}</a>
      </p>
    </AccountPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function SupplierLoginPage(props: Props) {
  return (
    <PageMessages namespaces={['accountPages']}>
      <SupplierLoginPageContent {...props} />
    </PageMessages>
  );
}
