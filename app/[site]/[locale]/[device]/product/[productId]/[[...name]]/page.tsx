import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { liveProductActions, ProductPage } from '@/components/product/product-page';
import { isLiveRoute } from '@/lib/routes/registry';
import { pageUrls } from '@/lib/catalogue/page-urls';
import { metaDescription, keywordsOf, type DetailParams } from '@/lib/catalogue/product-route';
import { resolveProductPage } from '@/components/product/product-route';
import { buildProductPath } from '@/lib/links/build';
import { headLinks } from '@/lib/shell/head';

// spec §2 product detail /{name}{productId}.html, which the proxy sends here as product/{productId}/{name}
// (no name segment when the link has no slug: the canonical form).
type Props = {
  params: Promise<DetailParams<'productId'>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// Rendered per request from data cached a minute per product (lib/catalogue/product.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { shell, product } = await resolveProductPage(params, searchParams);
  return {
    title: `${product.name} | ${shell.site.name}`,
    description: metaDescription(product.description),
    keywords: keywordsOf([product.name, ...product.categoryPath.map((c) => c.name), product.supplier.name]),
    // canonical: the slug stripped to the numeric id (lib/links/canonical.ts)
    alternates: await headLinks(shell.site, buildProductPath(product), shell.locale),
  };
}

export default async function ProductDetailPage({ params, searchParams }: Props) {
  // Resolved before anything streams, so a wrong slug still redirects (308) and an unknown id is a 404.
  const { shell, product } = await resolveProductPage(params, searchParams);
  setRequestLocale(shell.locale);
  return (
    <ProductPage
      shell={shell}
      product={product}
      urls={await pageUrls(shell.site, shell.locale)}
      live={liveProductActions(isLiveRoute)}
    />
  );
}
