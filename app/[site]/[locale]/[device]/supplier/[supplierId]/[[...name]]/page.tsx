import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/related-products';
import { breadcrumbJsonLd, JsonLd } from '@/components/seo/json-ld';
import { SupplierView } from '@/components/supplier/supplier-view';
import { Pagination } from '@/components/ui/pagination';
import { pageUrls } from '@/lib/catalogue/page-urls';
import { metaDescription, keywordsOf, type DetailParams } from '@/lib/catalogue/product-route';
import { resolveSupplierPage } from '@/components/supplier/supplier-route';
import { placeName, regionName } from '@/lib/catalogue/region';
import { structuredSupplier } from '@/lib/catalogue/supplier-page';
import { getSupplierProducts, type SupplierDetail } from '@/lib/catalogue/supplier';
import { buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { nameMarkets } from '@/lib/reference/markets';
import { href, queryString } from '@/lib/routes/href';
import { readPage } from '@/lib/routes/query';
import { getRoute, ROUTES } from '@/lib/routes/registry';
import type { Shell } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';
import { pagedLinks } from '@/lib/seo/page-head';
import { headLinks } from '@/lib/shell/head';

// spec §2 supplier detail /supplier/{name}{supplierId}.html (here as supplier/{supplierId}/{name}); its
// products page with ?page=.
type Props = {
  params: Promise<DetailParams<'supplierId'>>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

// calls to action never lead to a 404: the enquiry form shows once its route is live
const ENQUIRY_LIVE = ROUTES.some((r) => r.id === 'enquiry' && r.status === 'live');

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { shell, supplier } = await resolveSupplierPage(params, searchParams);
  const t = await getTranslations({ locale: shell.locale, namespace: 'supplier' });
  const tr = await getTranslations({ locale: shell.locale, namespace: 'reference' });
  const markets = nameMarkets(supplier.mainMarkets, (key) => tr(`markets.${key}`));
  const place = placeName(supplier.city, supplier.countryCode, shell.locale);
  return {
    title: `${supplier.name} | ${shell.site.name}`,
    description: metaDescription(supplier.description || t('metaDescription', { name: supplier.name, place })),
    keywords: keywordsOf([supplier.name, supplier.city, ...markets]),
    // a later page of its products is its own canonical, as a list's is
    alternates: pagedLinks(
      await headLinks(shell.site, buildSupplierPath(supplier), shell.locale),
      await pageOf(searchParams),
    ),
  };
}

/** The products page `?page=` asks for (spec §2 page rule: a value it cannot read is the first page). */
async function pageOf(searchParams: Props['searchParams']): Promise<number> {
  const request = readPage((await searchParams).page);
  return request.kind === 'page' ? request.page : 1;
}

export default async function SupplierPage({ params, searchParams }: Props) {
  const { shell, supplier } = await resolveSupplierPage(params, searchParams);
  setRequestLocale(shell.locale);
  // decided before anything streams: `?page=1`, `?page=abc` and the like go to the supplier's one URL
  if (readPage((await searchParams).page).kind !== 'page') await movedTo(shell, buildSupplierPath(supplier));
  const page = await pageOf(searchParams);
  const links: LinkContext = { deployPath: shell.site.deployPath };
  const tc = await getTranslations({ locale: shell.locale, namespace: 'catalogue' });
  const crumbs = [{ name: tc('home'), href: href('home', {}, { site: links }) }, { name: supplier.name }];
  const urls = await pageUrls(shell.site, shell.locale);
  // spec §2 /requestMeeting: offered while the route is live
  const meetingHref =
    getRoute('requestMeeting').status === 'live'
      ? (exhibitionId?: number) =>
          href('requestMeeting', {}, { site: links, query: { supplierId: supplier.id, exhibitionId } })
      : undefined;
  return (
    <>
      <JsonLd data={structuredSupplier(supplier, urls, links)} />
      <JsonLd data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, url: c.href && urls.page(c.href) })))} />
      <SupplierView
        supplier={supplier}
        device={shell.device}
        crumbs={crumbs}
        country={regionName(supplier.countryCode, shell.locale)}
        meetingHref={meetingHref}
        enquiryHref={
          ENQUIRY_LIVE
            ? href('enquiry', { name: supplier.slug, id: supplier.id }, { site: links, query: { type: 'supplier' } })
            : null
        }
        products={
          <Suspense key={page} fallback={<ProductGridSkeleton device={shell.device} />}>
            <SupplierProducts shell={shell} supplier={supplier} page={page} links={links} />
          </Suspense>
        }
      />
    </>
  );
}

async function SupplierProducts(props: { shell: Shell; supplier: SupplierDetail; page: number; links: LinkContext }) {
  const { shell, supplier, page, links } = props;
  const list = await getSupplierProducts(shell.locale, supplier.id, page);
  const base = buildSupplierPath(supplier, links);
  const hrefFor = (p: number) => (p === 1 ? base : `${base}${queryString({ page: p })}`);
  if (list.items.length === 0 && list.total > 0) {
    const t = await getTranslations({ locale: shell.locale, namespace: 'supplier' });
    // a page beyond the last: an empty state with the way back, never an error
    return (
      <p>
        <a href={hrefFor(1)}>{t('pageBeyondEnd')}</a>
      </p>
    );
  }
  return (
    <>
      <ProductGrid products={list.items} links={links} device={shell.device} />
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}
