import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { cardImagePriority, ProductCard } from '@/components/catalogue/product-card';
import { Pagination } from '@/components/ui/pagination';
import { PageHeader } from '@/components/site-map/page-header';
import { GridSkeleton } from '@/components/site-map/skeletons';
import styles from '@/components/site-map/site-map.module.css';
import { MAX_PAGE } from '@/lib/catalogue/cards';
import { getTotals } from '@/lib/catalogue/home';
import type { Locale } from '@/lib/i18n/locales';
import { getLatestProducts, LATEST_PAGE_SIZE } from '@/lib/seo/latest-products';
import { href } from '@/lib/routes/href';
import { readPage } from '@/lib/routes/query';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { movedTo } from '@/components/app/redirect';
import type { Site } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = href('latestProducts'); // spec §2 site-map style pages

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'seo' });
  const request = readPage((await searchParams).page, MAX_PAGE);
  const page = request.kind === 'page' ? request.page : 1;
  return pageMetadata(site, PATH, locale, {
    title: page > 1 ? t('titleWithPage', { title: t('latestTitle'), page }) : t('latestTitle'),
    description: t('latestMetaDescription'),
    keywords: t('latestKeywords'),
    page,
  });
}

export default async function LatestProductsPage({ params, searchParams }: Props) {
  const shell = await readShell(params);
  const { site, locale } = shell;
  setRequestLocale(locale);
  const request = readPage((await searchParams).page, MAX_PAGE);
  // decided before anything streams, so the redirect and the 404 keep their status codes
  if (request.kind === 'canonical') return movedTo(shell, PATH);
  if (request.kind === 'beyond') notFound();
  const { products } = await getTotals();
  const pageCount = Math.max(1, Math.ceil(products / LATEST_PAGE_SIZE));
  if (request.page > pageCount) notFound();

  const [t, tc, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'seo' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  const title =
    request.page > 1 ? t('titleWithPage', { title: t('latestTitle'), page: request.page }) : t('latestTitle');
  return (
    <div className={styles.page}>
      <PageHeader
        title={title}
        intro={t('latestIntro')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <Suspense fallback={<GridSkeleton />}>
        <LatestList site={site} locale={locale} page={request.page} />
      </Suspense>
    </div>
  );
}

async function LatestList({ site, locale, page }: { site: Site; locale: Locale; page: number }) {
  const [list, tc] = await Promise.all([
    getLatestProducts(locale, page),
    getTranslations({ locale, namespace: 'catalogue' }),
  ]);
  if (list.items.length === 0) return <p className={styles.empty}>{tc('noProducts')}</p>;
  return (
    <section aria-labelledby="latest-page-title">
      {/* the cards' headings are h3: an h2 between them and the page's h1 keeps the outline whole */}
      <h2 id="latest-page-title" className="visually-hidden">
        {tc('pageN', { page })}
      </h2>
      <div className={styles.productGrid}>
        {list.items.map((product, i) => (
          <ProductCard
            key={product.id}
            product={product}
            links={{ deployPath: site.deployPath }}
            imagePriority={cardImagePriority(i)}
          />
        ))}
      </div>
      <Pagination
        page={page}
        pageCount={list.pageCount}
        hrefFor={(p) => href('latestProducts', {}, { site, query: { page: p > 1 ? p : undefined } })}
      />
    </section>
  );
}
