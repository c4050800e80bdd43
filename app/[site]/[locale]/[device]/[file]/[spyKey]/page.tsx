import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { KeywordListPage, keywordListMetadata } from '@/components/category/keyword-list-page';
import { resolveRoomRequest } from '@/components/category/keyword-requests';
import { readRequestShell } from '@/components/category/request-shell';
import type { ShellParams } from '@/lib/shell/context';

type Props = {
  // The folders are [file]/[spyKey]: Next allows one parameter name per level, and the product page
  // owns the root's [file]; here it is the room type.
  params: Promise<ShellParams & { file: string; spyKey: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// spec §2 /{roomType}/{spyKey}.html (+ _{pageNo}), /hots/{spyKey}_{pageNo} and the showroom index
// /{roomType}/showroom-{A-Z|0-9}.html (+ _{pageNo}); any other two-segment path is not found.
export const dynamic = 'force-dynamic';

async function resolve({ params, searchParams }: Props) {
  const shell = await readRequestShell(params);
  const { file: roomType, spyKey: file } = await params;
  const sort = (await searchParams).sort;
  return {
    shell,
    request: await resolveRoomRequest(shell, `/${roomType}/${file}`, Array.isArray(sort) ? sort[0] : sort),
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, request } = await resolve(props);
  return keywordListMetadata(shell, request);
}

export default async function RoomListPage(props: Props) {
  const { shell, request } = await resolve(props);
  setRequestLocale(shell.locale);
  return <KeywordListPage shell={shell} request={request} />;
}
