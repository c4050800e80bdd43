import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HowItWorks } from '@/components/rfq/how-it-works';
import { RfqForm } from '@/components/rfq/rfq-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { readPageAccount, readText, rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_LIMITS, RFQ_SOURCES } from '@/lib/rfq/rules';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import styles from '@/components/rfq/rfq.module.css';
import { PageMessages } from '@/components/app/page-messages';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return rfqMetadata(await readShell(params), 'postTitle', { path: href('rfq') });
}

/** spec §2 /rfq: post a request for quotation, signed in or registering at once; `?productName=` and `?categoryId=` prefill it. */
async function RfqPostPageContent({ params, searchParams }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const query = await searchParams;
  const [t, ta, account] = await Promise.all([
    getTranslations({ locale, namespace: 'rfq' }),
    getTranslations({ locale, namespace: 'accountPages' }),
    readPageAccount(),
  ]);
  const categoryId = readId(query.categoryId);
  return (
    <RfqPage title={t('postTitle')} lead={t('postLead')}>
      {/* the way back to the buyer's requests and their quotations (issue 53 buyer hub) */}
      {account === 'buyer' && (
        <p>
          <a href={href('rfqManage', {}, { site })}>{ta('myRfqs')}</a>
        </p>
      )}
      <div className={styles.columns}>
        <RfqForm
          mode="post"
          origin={{ source: RFQ_SOURCES.organic }}
          account={account}
          initial={{
            productName: readText(query.productName, RFQ_LIMITS.productNameMax),
            categoryId: categoryId ? String(categoryId) : '',
          }}
        />
        <HowItWorks />
      </div>
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function RfqPostPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq', 'uploads']}>
      <RfqPostPageContent {...props} />
    </PageMessages>
  );
}
