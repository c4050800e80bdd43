import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { OverviewPage, overviewMetadata, resolveIndustry } from '@/components/category/overview-pages';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams & { defaultCategory: string }> };

// spec §2 /categories/{defaultCategory}: the overview with one industry selected (404 when unknown).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  return overviewMetadata(shell, await resolveIndustry(shell, (await params).defaultCategory));
}

export default async function DefaultCategoryPage({ params }: Props) {
  const shell = await readShell(params);
  setRequestLocale(shell.locale);
  // resolved before anything streams, so an unknown industry keeps its 404 status
  const industry = await resolveIndustry(shell, (await params).defaultCategory);
  return <OverviewPage shell={shell} selected={industry} />;
}
