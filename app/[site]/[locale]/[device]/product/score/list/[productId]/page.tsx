import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { ScoreListView } from '@/components/product/score-list-view';
import { getProductScores, parseId } from '@/lib/catalogue/product';
import { pageParam } from '@/lib/catalogue/product-route';
import { regionName } from '@/lib/catalogue/region';
import { buildProductPath } from '@/lib/links/build';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import { sitePath } from '@/lib/sites/resolve';
import { countValues } from '@/lib/format/number';

// spec §2 product score list /product/score/list/{productId}, paged with ?page=.
type Props = {
  params: Promise<ShellParams & { productId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

const load = cache(async (site: string, locale: string, device: string, productId: string, page: number) => {
  const shell = await readShell(Promise.resolve({ site, locale, device }));
  const id = parseId(productId);
  if (id === undefined) notFound();
  const list = await getProductScores(shell.locale, id, page);
  if (!list) notFound();
  return { shell, list };
});

async function resolve({ params, searchParams }: Props) {
  const { site, locale, device, productId } = await params;
  return load(site, locale, device, productId, pageParam((await searchParams).page));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, list } = await resolve(props);
  const t = await getTranslations({ locale: shell.locale, namespace: 'product' });
  return {
    title: `${t('scoresHeading', { name: list.product.name })} | ${shell.site.name}`,
    description: t('scoresMetaDescription', { name: list.product.name }),
    keywords: list.product.name,
    alternates: await headLinks(shell.site, `/product/score/list/${list.product.id}`, shell.locale),
  };
}

export default async function ProductScoresPage(props: Props) {
  const { shell, list } = await resolve(props);
  setRequestLocale(shell.locale);
  const links = { deployPath: shell.site.deployPath };
  const [t, tc] = await Promise.all([
    getTranslations({ locale: shell.locale, namespace: 'product' }),
    getTranslations({ locale: shell.locale, namespace: 'catalogue' }),
  ]);
  const productHref = buildProductPath(list.product, links);
  const base = sitePath(links, `/product/score/list/${list.product.id}`);
  return (
    <ScoreListView
      list={list}
      crumbs={[
        { name: tc('home'), href: sitePath(links, '/') },
        { name: list.product.name, href: productHref },
        { name: t('reviewCount', countValues({ count: list.summary.count })) },
      ]}
      productHref={productHref}
      hrefFor={(p) => (p === 1 ? base : `${base}?page=${p}`)}
      countryName={(code) => regionName(code, shell.locale)}
    />
  );
}
