import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KeywordListPage, keywordListMetadata } from '@/components/category/keyword-list-page';
import { resolveKeywordList } from '@/components/category/keyword-requests';
import { readRequestShell } from '@/components/category/request-shell';
import { first, type RawQuery } from '@/lib/routes/query';
import type { ShellParams } from '@/lib/shell/context';

type Props = {
  params: Promise<ShellParams & { roomType: string; spyKey: string; pageNo?: string[] }>;
  searchParams: Promise<RawQuery>;
};

// spec §2 keyword lists /{roomType}/{spyKey}.html and _{pageNo}.html, here as keywords/{roomType}/{spyKey}/{pageNo}.
export const dynamic = 'force-dynamic';

async function resolve({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  const { roomType, spyKey, pageNo } = await params;
  const request = await resolveKeywordList(shell, roomType, spyKey, pageNo?.[0], first((await searchParams).sort));
  return { shell, request };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, request } = await resolve(props);
  return keywordListMetadata(shell, request);
}

export default async function KeywordListRoute(props: Props) {
  const { shell, request } = await resolve(props);
  setRequestLocale(shell.locale);
  return <KeywordListPage shell={shell} request={request} />;
}
