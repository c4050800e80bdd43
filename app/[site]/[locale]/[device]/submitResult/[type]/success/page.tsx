import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BatchSuccess } from '@/components/enquiries/batch-success';
import { SubmitResult } from '@/components/submit-result/submit-result';
import { readEnquiryViewer } from '@/lib/enquiries/viewer';
import { first } from '@/lib/routes/query';
import { isSubmitResultType } from '@/lib/routes/submit-result';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { PageMessages } from '@/components/app/page-messages';

// spec §2 /submitResult/{type}/success: the result of a submission (lib/routes/submit-result.ts lists the
// types: a meeting request, the cart's enquiry batch); a type without a success page is not found.
type Props = {
  params: Promise<ShellParams & { type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

async function resolve(params: Props['params']) {
  const { type, ...segments } = await params;
  const shell = await readShell(Promise.resolve(segments));
  if (!isSubmitResultType(type)) notFound();
  return { shell, type };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shell, type } = await resolve(params);
  const title =
    type === 'enquiry'
      ? (await getTranslations({ locale: shell.locale, namespace: 'enquiry' }))('listSuccessTitle')
      : `${(await getTranslations({ locale: shell.locale, namespace: 'meetings' }))('successTitle')} | ${shell.site.name}`;
  return { title, robots: { index: false, follow: false } };
}

async function SubmitResultPageContent({ params, searchParams }: Props) {
  const { shell, type } = await resolve(params);
  setRequestLocale(shell.locale);
  if (type === 'enquiry') {
    const batchId = first((await searchParams).batch) ?? '';
    return <BatchSuccess shell={shell} viewer={await readEnquiryViewer()} batchId={batchId} />;
  }
  return <SubmitResult type={type} links={{ deployPath: shell.site.deployPath }} />;
}

// lib/i18n/messages.ts PAGE_NAMESPACES: this page's forms read them in the browser
export default function SubmitResultPage(props: Props) {
  return (
    <PageMessages namespaces={['enquiry']}>
      <SubmitResultPageContent {...props} />
    </PageMessages>
  );
}
