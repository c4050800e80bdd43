import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BatchSuccess } from '@/components/enquiries/batch-success';
import { firstParam } from '@/lib/accounts/page-caller';
import { readEnquiryViewer } from '@/lib/enquiries/viewer';
import { readShell, type ShellParams } from '@/lib/shell/context';

type Props = {
  params: Promise<ShellParams & { type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// spec §2 /submitResult/{type}/success: the result of a submission; `enquiry` (the cart's batch) is the one
// type built; other types get theirs with their features (ARCHITECTURE.md, "Enquiries").
const TYPES = ['enquiry'] as const;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'enquiry' });
  return { title: t('listSuccessTitle'), robots: { index: false, follow: false } };
}

export default async function SubmitResultPage({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const { type } = await params;
  if (!(TYPES as readonly string[]).includes(type)) notFound();
  setRequestLocale(shell.locale);
  const batchId = firstParam((await searchParams).batch) ?? '';
  return <BatchSuccess shell={shell} viewer={await readEnquiryViewer()} batchId={batchId} />;
}
