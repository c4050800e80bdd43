import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ScoreListView } from '@/components/product/score-list-view';
import { getProductScores } from '@/lib/catalogue/product';
import { regionName } from '@/lib/catalogue/region';
import { buildProductPath } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import { readId, readPage, withoutPage } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { movedTo } from '@/components/app/redirect';
import { countValues } from '@/lib/format/number';

// spec §2 product score list /product/score/list/{productId}, paged with ?page=.
type Props = {
  params: Promise<ShellParams & { productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

// A page number past the last shows the last page (lib/catalogue/product.ts keeps it within the list).
const LAST_PAGE = Number.MAX_SAFE_INTEGER;

const load = cache(async (site: string, locale: string, device: string, productId: string, page: number) => {
  const shell = await readShell(Promise.resolve({ site, locale, device }));
  const id = readId(productId);
  if (id === undefined) notFound();
  const list = await getProductScores(shell.locale, id, page);
  if (!list) notFound();
  return { shell, list };
});

/** The product's reviews at the page asked for, and whether `?page=` could not be read (the first page then). */
async function resolve({ params, searchParams }: Props) {
  const { site, locale, device, productId } = await params;
  const request = readPage((await searchParams).page);
  const page = request.kind === 'page' ? request.page : request.kind === 'beyond' ? LAST_PAGE : 1;
  return { ...(await load(site, locale, device, productId, page)), canonical: request.kind === 'canonical' };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, list } = await resolve(props);
  const t = await getTranslations({ locale: shell.locale, namespace: 'product' });
  return {
    title: `${t('scoresHeading', { name: list.product.name })} | ${shell.site.name}`,
    description: t('scoresMetaDescription', { name: list.product.name }),
    keywords: list.product.name,
    alternates: await headLinks(shell.site, href('productScores', { productId: list.product.id }), shell.locale),
  };
}

export default async function ProductScoresPage(props: Props) {
  const { shell, list, canonical } = await resolve(props);
  // an unreadable page number: the list's own URL, decided before anything streams
  if (canonical) {
    const ownUrl = href(
      'productScores',
      { productId: list.product.id },
      { query: withoutPage(await props.searchParams) },
    );
    return movedTo(shell, ownUrl);
  }
  setRequestLocale(shell.locale);
  const links = { deployPath: shell.site.deployPath };
  const [t, tc] = await Promise.all([
    getTranslations({ locale: shell.locale, namespace: 'product' }),
    getTranslations({ locale: shell.locale, namespace: 'catalogue' }),
  ]);
  const productHref = buildProductPath(list.product, links);
  return (
    <ScoreListView
      list={list}
      crumbs={[
        { name: tc('home'), href: href('home', {}, { site: links }) },
        { name: list.product.name, href: productHref },
        { name: t('reviewCount', countValues({ count: list.summary.count })) },
      ]}
      productHref={productHref}
      hrefFor={(p) =>
        href('productScores', { productId: list.product.id }, { site: links, query: { page: p > 1 ? p : undefined } })
      }
      countryName={(code) => regionName(code, shell.locale)}
    />
  );
}
