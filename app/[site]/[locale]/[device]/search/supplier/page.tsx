import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { SupplierSearch } from '@/components/search/supplier-search';
import { searchMetadata } from '@/lib/search/page-meta';
import { parseSearchParams, type RawParams } from '@/lib/search/params';
import { readShell, type ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams>; searchParams: Promise<RawParams> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  return searchMetadata(shell, 'supplier', parseSearchParams(await searchParams), '/search/supplier');
}

/** spec §2 /search/supplier: suppliers by keyword, country and verification. */
export default async function SearchSupplierPage({ params, searchParams }: Props) {
  const { site, locale, device } = await readShell(params);
  setRequestLocale(locale);
  const query = parseSearchParams(await searchParams);
  return <SupplierSearch site={site} locale={locale} device={device} query={query} />;
}
