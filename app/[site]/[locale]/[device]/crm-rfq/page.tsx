import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { RfqForm } from '@/components/rfq/rfq-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { readPageAccount, readText, rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_LIMITS, RFQ_SOURCES } from '@/lib/rfq/rules';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'crmTitle');
}

/**
 * spec §2 /crm-rfq: where the sales team's CRM campaigns send buyers imported from the CRM (usually
 * signed in silently by an `ac` code, spec §2); the RFQ records spec §3 source 10 (CRM import). Not
 * for search engines.
 */
async function CrmRfqPageContent({ params, searchParams }: Props) {
  const { locale } = await readShell(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, account] = await Promise.all([getTranslations({ locale, namespace: 'rfq' }), readPageAccount()]);
  return (
    <RfqPage title={t('crmTitle')} lead={t('crmLead')} width="narrow">
      <RfqForm
        mode="post"
        origin={{ source: RFQ_SOURCES.crm }}
        account={account}
        initial={{ productName: readText(query.productName, RFQ_LIMITS.productNameMax) }}
      />
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function CrmRfqPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq', 'uploads']}>
      <CrmRfqPageContent {...props} />
    </PageMessages>
  );
}
