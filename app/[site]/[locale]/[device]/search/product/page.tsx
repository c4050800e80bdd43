import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductSearch } from '@/components/search/product-search';
import { href } from '@/lib/routes/href';
import { readPage, withoutPage } from '@/lib/routes/query';
import { searchMetadata } from '@/lib/search/page-meta';
import { MAX_PAGE, parseSearchParams, type RawParams } from '@/lib/search/params';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';

type Props = { params: Promise<ShellParams>; searchParams: Promise<RawParams> };

// Every search is its own query: rendered per request (and `next build` needs no database).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const shell = await readShell(params);
  return searchMetadata(shell, 'product', parseSearchParams(await searchParams), href('searchProduct'));
}

/** spec §2 /search/product: keyword, id (category) and exhibitionId, plus the page's own filters. */
export default async function SearchProductPage({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const raw = await searchParams;
  // an unreadable page number: the same search without it (a page past the last shows the last)
  if (readPage(raw.page, MAX_PAGE).kind === 'canonical') {
    return movedTo(shell, href('searchProduct', {}, { query: withoutPage(raw) }));
  }
  const query = parseSearchParams(raw);
  return <ProductSearch site={site} locale={locale} device={device} query={query} />;
}
