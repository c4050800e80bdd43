import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { CompleteProfileForm } from '@/components/rfq/complete-profile-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { getPurchaseInfo } from '@/lib/accounts/info';
import { getBuyerRfq, profileCompletion } from '@/lib/rfq/buyer';
import { requirePageBuyer } from '@/components/rfq/pages';
import { rfqMetadata } from '@/lib/rfq/pages';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';
import { countValues } from '@/lib/format/number';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'successTitle');
}

/**
 * spec §2 /rfq/success?rfqId=: the posted request, how many suppliers it went to, and (spec §7
 * regAfterRfq) the company details when the buyer's profile lacks what suppliers look for.
 */
async function RfqSuccessPageContent({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const rfqId = readId((await searchParams).rfqId);
  const caller = await requirePageBuyer(site, rfqId ? href('rfqSuccess', {}, { query: { rfqId } }) : href('rfqManage'));
  const rfq = rfqId ? await getBuyerRfq(caller.accountId, rfqId, locale) : undefined;
  if (!rfq) redirect(href('rfqManage', {}, { site }));
  const [t, completion, profile] = await Promise.all([
    getTranslations({ locale, namespace: 'rfq' }),
    profileCompletion(caller.accountId),
    getPurchaseInfo(caller.accountId),
  ]);
  return (
    <RfqPage title={t('successTitle')} width="narrow">
      <div className={styles.notice} role="status">
        <p>{t('successPosted', { product: rfq.productName })}</p>
        <p>
          {rfq.matchedSuppliers > 0
            ? t('successMatched', countValues({ count: rfq.matchedSuppliers }))
            : t('successNoMatch')}
        </p>
      </div>
      {!completion.completed && (
        <CompleteProfileForm
          rfqId={rfq.rfqId}
          initial={{
            companyName: profile.companyName ?? '',
            contactName: profile.contactName ?? '',
            countryCode: profile.countryCode ?? '',
            dialingCode: profile.dialingCode ?? '',
            mobile: profile.mobile ?? '',
          }}
        />
      )}
      <p className={styles.actions}>
        <a className={styles.button} href={href('rfqDetail', {}, { site, query: { rfqId: rfq.rfqId } })}>
          {t('viewRequest')}
        </a>
        <a className={`${styles.button} ${styles.secondary}`} href={href('rfqManage', {}, { site })}>
          {t('myRequests')}
        </a>
        <a href={href('rfq', {}, { site })}>{t('postAnother')}</a>
      </p>
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RfqSuccessPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq']}>
      <RfqSuccessPageContent {...props} />
    </PageMessages>
  );
}
