import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SubmitResult } from '@/components/submit-result/submit-result';
import { isSubmitResultType } from '@/lib/routes/submit-result';
import { readShell, type ShellParams } from '@/lib/shell/context';

// spec §2 /submitResult/{type}/success; a type without a success page is not found.
type Props = { params: Promise<ShellParams & { type: string }> };

export const dynamic = 'force-dynamic';

async function resolve(params: Props['params']) {
  const { type, ...segments } = await params;
  const shell = await readShell(Promise.resolve(segments));
  if (!isSubmitResultType(type)) notFound();
  return { shell, type };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { shell } = await resolve(params);
  const t = await getTranslations({ locale: shell.locale, namespace: 'meetings' });
  return { title: `${t('successTitle')} | ${shell.site.name}`, robots: { index: false, follow: false } };
}

export default async function SubmitResultPage({ params }: Props) {
  const { shell, type } = await resolve(params);
  setRequestLocale(shell.locale);
  return <SubmitResult type={type} links={{ deployPath: shell.site.deployPath }} />;
}
