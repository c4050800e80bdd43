import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductSearch } from '@/components/search/product-search';
import { href } from '@/lib/routes/href';
import { readPage, withoutPage } from '@/lib/routes/query';
import { keywordFromSlug } from '@/lib/search/keyword';
import { searchMetadata } from '@/lib/search/page-meta';
import { MAX_PAGE, parseSearchParams, type RawParams } from '@/lib/search/params';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';

type Props = { params: Promise<ShellParams & { type: string }>; searchParams: Promise<RawParams> };

export const dynamic = 'force-dynamic';

async function readQuery({ params, searchParams }: Props) {
  const { type } = await params;
  return parseSearchParams(await searchParams, keywordFromSlug(type));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const shell = await readShell(props.params);
  const { type } = await props.params;
  return searchMetadata(shell, 'product', await readQuery(props), href('hot', { type }));
}

/**
 * spec §2 /hot/{type}: on mobile a search page for the keyword {type} (desktop is redirected to
 * /search/product by the registry). Its filters and pages continue on /search/product.
 */
export default async function HotSearchPage(props: Props) {
  const shell = await readShell(props.params);
  const { site, locale, device } = shell;
  setRequestLocale(locale);
  const raw = await props.searchParams;
  // an unreadable page number: the same page without it (a page past the last shows the last)
  if (readPage(raw.page, MAX_PAGE).kind === 'canonical') {
    const { type } = await props.params;
    return movedTo(shell, href('hot', { type }, { query: withoutPage(raw) }));
  }
  const query = await readQuery(props);
  return <ProductSearch site={site} locale={locale} device={device} query={query} />;
}
