import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ProductSearch } from '@/components/search/product-search';
import { keywordFromSlug } from '@/lib/search/keyword';
import { searchMetadata } from '@/lib/search/page-meta';
import { parseSearchParams, type RawParams } from '@/lib/search/params';
import { readShell, type ShellParams } from '@/lib/shell/context';

type Props = { params: Promise<ShellParams & { type: string }>; searchParams: Promise<RawParams> };

export const dynamic = 'force-dynamic';

async function readQuery({ params, searchParams }: Props) {
  const { type } = await params;
  return parseSearchParams(await searchParams, keywordFromSlug(type));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const shell = await readShell(props.params);
  const { type } = await props.params;
  return searchMetadata(shell, 'product', await readQuery(props), `/hot/${encodeURIComponent(type)}`);
}

/**
 * spec §2 /hot/{type}: on mobile a search page for the keyword {type} (desktop is redirected to
 * /search/product by the registry). Its filters and pages continue on /search/product.
 */
export default async function HotSearchPage(props: Props) {
  const { site, locale, device } = await readShell(props.params);
  setRequestLocale(locale);
  const query = await readQuery(props);
  return <ProductSearch site={site} locale={locale} device={device} query={query} />;
}
