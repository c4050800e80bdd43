import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KeywordListPage, keywordListMetadata } from '@/components/category/keyword-list-page';
import { resolveAggregateRequest } from '@/components/category/keyword-requests';
import { readRequestShell } from '@/components/category/request-shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = {
  params: Promise<ShellParams & { keyword: string; file: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// spec §2 /aggregate/{keyword}/{category}{categoryId}.html: keyword matches within a category and its
// descendants; /aggregate/{keyword}/{category}.html redirects to that form, unknown categories 404.
export const dynamic = 'force-dynamic';

async function resolve({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  const { keyword, file } = await params;
  const sort = (await searchParams).sort;
  const request = await resolveAggregateRequest(shell, keyword, file, Array.isArray(sort) ? sort[0] : sort);
  return { shell, request };
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
