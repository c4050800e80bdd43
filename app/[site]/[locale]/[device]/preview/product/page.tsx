import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cache } from 'react';
import { liveProductActions, ProductPage } from '@/components/product/product-page';
import { isLiveRoute } from '@/lib/routes/registry';
import { PreviewBanner } from '@/components/product/preview-banner';
import { pageUrls } from '@/lib/catalogue/page-urls';
import { getProductDetail } from '@/lib/catalogue/product';
import { metaDescription } from '@/lib/catalogue/product-route';
import { buildProductPath } from '@/lib/links/build';
import { readId } from '@/lib/routes/query';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';

// spec §2 product preview /preview/product?id=N: the product view of a published product, kept out of
// search engines. Drafts need supplier accounts (a later issue): until then they are not found.
type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

const load = cache(async (site: string, locale: string, device: string, id: number | undefined) => {
  const shell = await readShell(Promise.resolve({ site, locale, device }));
  if (id === undefined) notFound();
  const product = await getProductDetail(shell.locale, id);
  if (!product) notFound();
  return { shell, product };
});

async function resolve({ params, searchParams }: Props) {
  const { site, locale, device } = await params;
  const { id } = await searchParams;
  return load(site, locale, device, readId(id));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { shell, product } = await resolve(props);
  const t = await getTranslations({ locale: shell.locale, namespace: 'product' });
  return {
    title: `${t('previewTitle', { name: product.name })} | ${shell.site.name}`,
    description: metaDescription(product.description),
    robots: { index: false, follow: false },
    // the preview points crawlers at the product's own page
    alternates: await headLinks(shell.site, buildProductPath(product), shell.locale),
  };
}

export default async function PreviewProductPage(props: Props) {
  const { shell, product } = await resolve(props);
  setRequestLocale(shell.locale);
  return (
    <ProductPage
      shell={shell}
      product={product}
      urls={await pageUrls(shell.site, shell.locale)}
      banner={<PreviewBanner />}
      live={liveProductActions(isLiveRoute)}
    />
  );
}
