import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KeywordListPage, keywordListMetadata } from '@/components/category/keyword-list-page';
import { resolveShowroomIndex } from '@/components/category/keyword-requests';
import { readRequestShell } from '@/components/category/request-shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams & { roomType: string; key: string; pageNo?: string[] }> };

// spec §2 showroom index /{roomType}/showroom-{A-Z|0-9}.html and _{pageNo}.html, here as
// showroom/{roomType}/{key}/{pageNo}.
export const dynamic = 'force-dynamic';

async function resolve({ params }: Props) {
  const shell = await readRequestShell(params);
  const { roomType, key, pageNo } = await params;
  return { shell, request: await resolveShowroomIndex(shell, roomType, key, pageNo?.[0]) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, request } = await resolve(props);
  return keywordListMetadata(shell, request);
}

export default async function ShowroomIndexRoute(props: Props) {
  const { shell, request } = await resolve(props);
  setRequestLocale(shell.locale);
  return <KeywordListPage shell={shell} request={request} />;
}
