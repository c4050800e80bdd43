import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KeywordListPage, keywordListMetadata } from '@/components/category/keyword-list-page';
import { resolveAggregateRequest } from '@/components/category/keyword-requests';
import { readRequestShell } from '@/components/category/request-shell';
import { first, type RawQuery } from '@/lib/routes/query';
import type { ShellParams } from '@/lib/shell/context';

export type Props = {
  params: Promise<ShellParams & { keyword: string; category: string; categoryId?: string }>;
  searchParams: Promise<RawQuery>;
};

// spec §2 /aggregate/{keyword}/{category}{categoryId}.html (here as aggregate/{keyword}/{categoryId}/{category}):
// keyword matches within a category and its descendants. aggregate/{keyword}/named/{category} (the link without
// the id) redirects to it; unknown categories 404.
export const dynamic = 'force-dynamic';

async function resolve({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  const { keyword, category, categoryId } = await params;
  const sort = first((await searchParams).sort);
  return { shell, request: await resolveAggregateRequest(shell, keyword, category, categoryId, sort) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, request } = await resolve(props);
  return keywordListMetadata(shell, request);
}

export default async function AggregateCategoryPage(props: Props) {
  const { shell, request } = await resolve(props);
  setRequestLocale(shell.locale);
  return <KeywordListPage shell={shell} request={request} />;
}
