import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductSearch } from '@/components/search/product-search';
import { searchMetadata } from '@/lib/search/page-meta';
import { parseSearchParams, type RawParams } from '@/lib/search/params';
import { readShell, type ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams>; searchParams: Promise<RawParams> };

// Every search is its own query: rendered per request (and `next build` needs no database).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  return searchMetadata(shell, 'product', parseSearchParams(await searchParams), '/search/product');
}

/** spec §2 /search/product: keyword, id (category) and exhibitionId, plus the page's own filters. */
export default async function SearchProductPage({ params, searchParams }: Props) {
  const { site, locale, device } = await readShell(params);
  setRequestLocale(locale);
  const query = parseSearchParams(await searchParams);
  return <ProductSearch site={site} locale={locale} device={device} query={query} />;
}
