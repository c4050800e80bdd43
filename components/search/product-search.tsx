import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { countValues, formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { getPopularCategories } from '@/lib/search/popular';
import { CANDIDATE_CAP, searchProducts, type ProductSearchResult } from '@/lib/search/products';
import { hasFilters, searchQueryString, type SearchQuery } from '@/lib/search/params';
import { href } from '@/lib/routes/href';
import type { Site } from '@/lib/sites/resolve';
import { DidYouMean, SearchEmptyState } from './empty-state';
import { SearchFilters, SortLinks } from './filters';
import { SearchHeader } from './search-header';
import { cardImagePriority, ProductCard } from '@/components/catalogue/product-card';
import { Highlighted } from './highlighted';
import styles from './search.module.css';

type Props = { site: Site; locale: Locale; device: 'desktop' | 'mobile'; query: SearchQuery };

/**
 * The product search page of both devices, rendered whole: the search answers within its targets (50 ms
 * at a million products, bench/README.md), and with the results in the first bytes they show without
 * JavaScript and the page's largest paint does not wait for React's reveal script.
 */
export function ProductSearch({ site, locale, device, query }: Props) {
  const t = useTranslations('search');
  const base = href('searchProduct', {}, { site });
  return (
    <div className={styles.page} data-device={device}>
      <SearchHeader
        kind="product"
        keyword={query.keyword}
        truncated={query.truncated}
        heading={query.keyword ? t('headingKeyword', { keyword: query.keyword }) : t('headingAll')}
        tabs={{ product: base + searchQueryString(query, { page: 1 }), supplier: searchTabHref(site, query) }}
        track={query.page === 1}
      />
      <ProductResults site={site} locale={locale} device={device} query={query} />
    </div>
  );
}

/** Loads the search (shared by both devices) and lays the results out for the device. */
async function ProductResults({ site, locale, device, query }: Props) {
  const result = await searchProducts(locale, query);
  const popular = result.items.length === 0 ? await getPopularCategories(locale) : [];
  const t = await getTranslations({ locale, namespace: 'search' });
  const base = href('searchProduct', {}, { site });
  const hrefFor = (change: Partial<SearchQuery>) => base + searchQueryString(query, change);
  const didYouMean = result.didYouMean
    ? { keyword: result.didYouMean, href: base + searchQueryString(keywordOnly(query), { keyword: result.didYouMean }) }
    : undefined;
  const filters = (
    <SearchFilters
      query={query}
      facets={result.facets}
      action={base}
      clearHref={base + searchQueryString(keywordOnly(query))}
    />
  );
  return (
    <>
      <Notices result={result} didYouMean={didYouMean} />
      <div className={styles.body}>
        {device === 'desktop' ? (
          <aside className={styles.sidebar}>
            <h2 className={styles.sideHeading}>{t('filters')}</h2>
            {filters}
          </aside>
        ) : (
          <details className={styles.drawer}>
            <summary>{t('showFilters')}</summary>
            {filters}
          </details>
        )}
        <section aria-labelledby="product-results-title" className={styles.results}>
          {/* the cards' headings are h3: on a phone no other h2 comes before them */}
          <h2 id="product-results-title" className="visually-hidden">
            {t('results')}
          </h2>
          {result.items.length > 0 ? (
            <>
              {device === 'desktop' && <SortLinks query={query} hrefFor={hrefFor} />}
              <div className={styles.grid}>
                {result.items.map((p, i) => (
                  <ProductCard
                    key={p.id}
                    product={p}
                    links={{ deployPath: site.deployPath }}
                    name={<Highlighted segments={p.nameSegments} />}
                    headingLevel={2}
                    imagePriority={cardImagePriority(i)}
                  />
                ))}
              </div>
              <Pagination page={result.page} pageCount={result.pageCount} hrefFor={(page) => hrefFor({ page })} />
            </>
          ) : (
            <SearchEmptyState
              title={
                query.keyword && !hasFilters(query) ? t('emptyTitle', { keyword: query.keyword }) : t('emptyFilters')
              }
              didYouMean={didYouMean}
              popular={popular}
              categoryHref={(id) =>
                base + searchQueryString(keywordOnly({ ...query, keyword: '' }), { categoryId: id })
              }
            />
          )}
        </section>
      </div>
    </>
  );
}

type NoticesProps = { result: ProductSearchResult; didYouMean?: { keyword: string; href: string } };

/** Typo tolerance: the typed keyword found nothing, so the nearest vocabulary's results are shown. */
function Notices({ result, didYouMean }: NoticesProps) {
  const t = useTranslations('search');
  const tc = useTranslations('catalogue');
  return (
    <>
      {result.correctedFrom && didYouMean && (
        <p className={styles.notice}>
          {t('correctedNotice', { keyword: result.correctedFrom, corrected: result.shownKeyword })}{' '}
          <DidYouMean {...didYouMean} />
        </p>
      )}
      {result.total > 0 && (
        <p className={styles.count} role="status">
          {result.capped
            ? t('resultCountCapped', { count: formatNumber(CANDIDATE_CAP) })
            : tc('productCount', countValues({ count: result.total }))}
        </p>
      )}
    </>
  );
}

/** The query with its keyword (and the exhibition it came from) only: filters, sort and page reset. */
function keywordOnly(query: SearchQuery): SearchQuery {
  return {
    keyword: query.keyword,
    truncated: false,
    exhibitionId: query.exhibitionId,
    verified: false,
    sort: 'relevance',
    page: 1,
  };
}

function searchTabHref(site: Site, query: SearchQuery): string {
  const supplierQuery = {
    ...keywordOnly(query),
    exhibitionId: undefined,
    country: query.country,
    verified: query.verified,
  };
  return href('searchSupplier', {}, { site }) + searchQueryString(supplierQuery);
}
