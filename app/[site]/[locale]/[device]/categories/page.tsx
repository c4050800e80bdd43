import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { OverviewPage, overviewMetadata } from '@/components/category/overview-pages';
import { ListPageSkeleton } from '@/components/category/product-list-view';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams> };

// spec §2 /categories: the whole tree, from spec §9's cached industries (lib/catalogue/categories.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return overviewMetadata(await readShell(params));
}

export default async function CategoriesPage({ params }: Props) {
  const shell = await readShell(params);
  setRequestLocale(shell.locale);
  return (
    <Suspense fallback={<ListPageSkeleton />}>
      <OverviewPage shell={shell} />
    </Suspense>
  );
}
