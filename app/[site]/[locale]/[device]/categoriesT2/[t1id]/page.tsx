import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { IndustryLevelTwoPage, overviewMetadata, resolveIndustryById } from '@/components/category/overview-pages';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams & { t1id: string }> };

// spec §2 /categoriesT2/{t1id}: mobile only (the proxy sends desktop to /categories); unknown id: 404.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  const industry = await resolveIndustryById(shell, (await params).t1id);
  // the same industry's overview (/categories/{key}) is the canonical page of this mobile view
  return overviewMetadata(shell, industry);
}

export default async function IndustryLevelTwo({ params }: Props) {
  const shell = await readShell(params);
  setRequestLocale(shell.locale);
  const industry = await resolveIndustryById(shell, (await params).t1id);
  return <IndustryLevelTwoPage shell={shell} industry={industry} />;
}
