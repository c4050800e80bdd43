import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { RfqForm } from '@/components/rfq/rfq-form';
import { RfqPage } from '@/components/rfq/rfq-page';
import { loadRfqExhibition } from '@/lib/rfq/exhibition';
import { formatDay } from '@/lib/rfq/format';
import { readPageAccount, rfqMetadata } from '@/lib/rfq/pages';
import { RFQ_SOURCES } from '@/lib/rfq/rules';
import { href } from '@/lib/routes/href';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { PageMessages } from '@/components/app/page-messages';
import { fullStopOnce } from '@/lib/i18n/full-stop';
import { countValues } from '@/lib/format/number';

type Props = { params: Promise<ShellParams & { exhibitionId: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  const id = readId((await params).exhibitionId);
  const exhibition = id ? await loadRfqExhibition(shell.locale, id) : undefined;
  if (!exhibition) return {};
  return rfqMetadata(shell, 'exhibitionTitle', {
    path: href('exhibitionRfq', { exhibitionId: exhibition.id }),
    values: { exhibition: exhibition.name },
  });
}

/**
 * spec §2 /exhibition-rfq/{exhibitionId} (global buyers): an RFQ to the exhibitors of a published
 * exhibition. They are matched first (lib/rfq/matching.ts); the RFQ records spec §3 source 6.
 */
async function ExhibitionRfqPageContent({ params }: Props) {
  const { locale } = await readShell(params);
  setRequestLocale(locale);
  const id = readId((await params).exhibitionId);
  const exhibition = id ? await loadRfqExhibition(locale, id) : undefined;
  if (!exhibition) notFound();
  const [t, account] = await Promise.all([getTranslations({ locale, namespace: 'rfq' }), readPageAccount()]);
  const endsOn = formatDay(exhibition.endsOn, locale);
  return (
    <RfqPage
      title={t('exhibitionTitle', { exhibition: exhibition.name })}
      lead={fullStopOnce(
        t('exhibitionLead', {
          city: exhibition.city,
          from: formatDay(exhibition.startsOn, locale),
          to: endsOn,
          ...countValues({ count: exhibition.exhibitors }),
        }),
        endsOn,
      )}
      width="narrow"
    >
      <RfqForm
        mode="post"
        origin={{ source: RFQ_SOURCES.industryOperation, exhibitionId: exhibition.id }}
        account={account}
      />
    </RfqPage>
  );
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function ExhibitionRfqPage(props: Props) {
  return (
    <PageMessages namespaces={['rfq', 'uploads']}>
      <ExhibitionRfqPageContent {...props} />
    </PageMessages>
  );
}
