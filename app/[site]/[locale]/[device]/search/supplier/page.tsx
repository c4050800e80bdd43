import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SupplierSearch } from '@/components/search/supplier-search';
import { href } from '@/lib/routes/href';
import { readPage, withoutPage } from '@/lib/routes/query';
import { searchMetadata } from '@/lib/search/page-meta';
import { MAX_PAGE, parseSearchParams, type RawParams } from '@/lib/search/params';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';

type Props = { params: Promise<ShellParams>; searchParams: Promise<RawParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  return searchMetadata(shell, 'supplier', parseSearchParams(await searchParams), href('searchSupplier'));
}

/** spec §2 /search/supplier: suppliers by keyword, country and verification. */
export default async function SearchSupplierPage({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const raw = await searchParams;
  // an unreadable page number: the same search without it (a page past the last shows the last)
  if (readPage(raw.page, MAX_PAGE).kind === 'canonical') {
    return movedTo(shell, href('searchSupplier', {}, { query: withoutPage(raw) }));
  }
  const query = parseSearchParams(raw);
  return <SupplierSearch site={site} locale={locale} device={device} query={query} />;
}
