import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountPage, AccountSkeleton } from '@/components/account/account-page';
import { NotificationSettingsForm } from '@/components/account/notification-settings-form';
import { UnsubscribeConfirm } from '@/components/account/unsubscribe-confirm';
import styles from '@/components/account/account.module.css';
import { getNotificationSettings, readUnsubscribeLink } from '@/lib/accounts/notifications';
import { readPageCaller } from '@/lib/accounts/page-caller';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { first } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import type { Site } from '@/lib/sites/resolve';
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
    title: t('settingsTitle'),
    description: t('settingsDescription'),
    alternates: await headLinks(site, href('unsubscribe'), locale),
    robots: { index: false, follow: false },
  };
}

/** spec §2 /setting/unsubscribe: a mail's signed link, or the signed-in buyer's switches. */
async function UnsubscribePageContent({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  const token = first((await searchParams).token);
  return (
    <AccountPage title={t('settingsTitle')}>
      <Suspense fallback={<AccountSkeleton label={t('skeletonLabel')} />}>
        <Settings site={site} locale={locale} token={token} />
      </Suspense>
    </AccountPage>
  );
}

async function Settings({ site, locale, token }: { site: Site; locale: Locale; token: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'accountPages' });
  if (token !== undefined) {
    const setting = token.length <= 200 ? readUnsubscribeLink(token) : undefined;
    if (setting) return <UnsubscribeConfirm token={token} setting={setting} />;
    return (
      <p className={styles.problem} role="alert">
        {t('unsubscribeInvalid')}
      </p>
    );
  }
  const caller = await readPageCaller();
  if (caller?.memberType !== 2) {
    return (
      <p>
        {t('settingsSignIn')}{' '}
        <a href={href('login', {}, { site, query: { redirect: href('unsubscribe') } })}>{t('signInLink')}</a>
      </p>
    );
  }
  return <NotificationSettingsForm initial={await getNotificationSettings(caller.accountId)} />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function UnsubscribePage(props: Props) {
  return (
    <PageMessages namespaces={['accountPages']}>
      <UnsubscribePageContent {...props} />
    </PageMessages>
  );
}
