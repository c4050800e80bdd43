import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HowItWorks } from '@/components/rfq/how-it-works';
import { RfqForm } from '@/components/rfq/rfq-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { readPageAccount, readText, rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_LIMITS, RFQ_SOURCES } from '@/lib/rfq/rules';
import { href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'buyerServiceTitle', { path: href('rfqBuyerService') });
}

/**
 * spec §2 /rfq-buyerservice: the buyer-service desk's entry point, where its RFQ e-mails lead; the RFQ
 * records spec §3 source 7 (RFQ e-mail).
 */
async function RfqBuyerServicePageContent({ params, searchParams }: Props) {
  const { locale } = await readShell(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, account] = await Promise.all([getTranslations({ locale, namespace: 'rfq' }), readPageAccount()]);
  return (
    <RfqPage title={t('buyerServiceTitle')} lead={t('buyerServiceLead')}>
      <div className={styles.columns}>
        <RfqForm
          mode="post"
          origin={{ source: RFQ_SOURCES.rfqEmail }}
          account={account}
          initial={{ productName: readText(query.productName, RFQ_LIMITS.productNameMax) }}
        />
        <aside className={styles.card} aria-labelledby="rfq-service-title">
          <h2 id="rfq-service-title">{t('buyerServiceAsideTitle')}</h2>
          <p>{t('buyerServiceAside')}</p>
        </aside>
      </div>
      <HowItWorks />
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RfqBuyerServicePage(props: Props) {
  return (
    <PageMessages namespaces={['rfq', 'uploads']}>
      <RfqBuyerServicePageContent {...props} />
    </PageMessages>
  );
}
