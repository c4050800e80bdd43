import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KeywordListPage, keywordListMetadata } from '@/components/category/keyword-list-page';
import { resolveRoomRequest } from '@/components/category/keyword-requests';
import { readRequestShell } from '@/components/category/request-shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = {
  params: Promise<ShellParams & { keyword: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// spec §2 /aggregate/{spyKey} (redirects to /aggregate/{spyKey}.html) and the aggregate forms of the
// /{roomType}/… lists (this static folder wins over [roomType] for them); others are not found.
export const dynamic = 'force-dynamic';

async function resolve({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  const { keyword: file } = await params; // the one segment after /aggregate/
  const sort = (await searchParams).sort;
  return {
    shell,
    request: await resolveRoomRequest(shell, `/aggregate/${file}`, Array.isArray(sort) ? sort[0] : sort),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, request } = await resolve(props);
  return keywordListMetadata(shell, request);
}

export default async function AggregatePage(props: Props) {
  const { shell, request } = await resolve(props);
  setRequestLocale(shell.locale);
  return <KeywordListPage shell={shell} request={request} />;
}
