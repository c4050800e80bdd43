import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { ProductImage } from '@/components/catalogue/product-image';
import { Pagination } from '@/components/ui/pagination';
import { placeName } from '@/lib/catalogue/region';
import type { Locale } from '@/lib/i18n/locales';
import { buildProductPath, buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { searchQueryString, type SearchQuery } from '@/lib/search/params';
import { searchSuppliers, type SupplierHit, type SupplierProduct } from '@/lib/search/suppliers';
import { href } from '@/lib/routes/href';
import type { Site } from '@/lib/sites/resolve';
import { Highlighted } from './highlighted';
import { SearchHeader } from './search-header';
import styles from './search.module.css';
import { countValues, formatPrice } from '@/lib/format/number';

type Props = { site: Site; locale: Locale; device: 'desktop' | 'mobile'; query: SearchQuery };

/** spec §2 /search/supplier: suppliers by keyword, country and verification, rendered whole (as product search). */
export function SupplierSearch({ site, locale, device, query }: Props) {
  const t = useTranslations('search');
  const base = href('searchSupplier', {}, { site });
  const productQuery: SearchQuery = {
    keyword: query.keyword,
    truncated: false,
    verified: false,
    sort: 'relevance',
    page: 1,
  };
  return (
    <div className={styles.page} data-device={device}>
      <SearchHeader
        kind="supplier"
        keyword={query.keyword}
        truncated={query.truncated}
        heading={query.keyword ? t('headingKeyword', { keyword: query.keyword }) : t('headingSuppliersAll')}
        tabs={{
          product: href('searchProduct', {}, { site }) + searchQueryString(productQuery),
          supplier: base + searchQueryString(query, { page: 1 }),
        }}
        track={query.page === 1}
      >
        <form action={base} method="get" className={styles.inlineFilters} aria-label={t('filters')}>
          {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
          <Field layout="inline" label={t('verifiedOnly')}>
            {(control) => (
              <input {...control} type="checkbox" name="verified" value="1" defaultChecked={query.verified} />
            )}
          </Field>
          <Button type="submit">{t('apply')}</Button>
        </form>
      </SearchHeader>
      <SupplierResults site={site} locale={locale} query={query} />
    </div>
  );
}

async function SupplierResults({ site, locale, query }: Omit<Props, 'device'>) {
  const result = await searchSuppliers(locale, query);
  const t = await getTranslations({ locale, namespace: 'search' });
  const tc = await getTranslations({ locale, namespace: 'catalogue' });
  const hrefFor = (page: number) => href('searchSupplier', {}, { site }) + searchQueryString(query, { page });
  return (
    <section aria-labelledby="supplier-results-title" className={styles.results}>
      {/* the suppliers' names are h3: an h2 between them and the page's h1 keeps the outline whole */}
      <h2 id="supplier-results-title" className="visually-hidden">
        {t('results')}
      </h2>
      {result.items.length > 0 ? (
        <>
          <p className={styles.count} role="status">
            {tc('supplierCount', countValues({ count: result.total }))}
          </p>
          <ul className={styles.supplierList}>
            {result.items.map((s, i) => (
              <SupplierRow
                key={s.id}
                supplier={s}
                eager={i < 2}
                place={placeName(s.city, s.countryCode, locale)}
                links={{ deployPath: site.deployPath }}
              />
            ))}
          </ul>
          <Pagination page={result.page} pageCount={result.pageCount} hrefFor={hrefFor} />
        </>
      ) : (
        <div className={styles.empty}>
          <h2>{query.keyword ? t('emptyTitle', { keyword: query.keyword }) : t('emptyFilters')}</h2>
          <p>{t('emptyHint')}</p>
        </div>
      )}
    </section>
  );
}

/** `eager`: the first rows' product images load with the page (the rest as they come into view). */
function SupplierRow({
  supplier: s,
  place,
  links,
  eager,
}: {
  supplier: SupplierHit;
  /** City and country in the reader's language (placeName). */
  place: string;
  links: LinkContext;
  eager: boolean;
}) {
  const t = useTranslations('search');
  const tc = useTranslations('catalogue');
  return (
    <li className={styles.supplier}>
      <h3>
        <a href={buildSupplierPath(s, links)}>
          <bdi>
            <Highlighted segments={s.nameSegments} />
          </bdi>
        </a>
      </h3>
      <p className={styles.meta}>
        {place}
        {s.yearEstablished ? ` · ${t('since', { year: String(s.yearEstablished) })}` : ''}
        {` · ${tc('productCount', countValues({ count: s.productCount }))}`}
      </p>
      {s.verified && <p className={styles.badge}>{tc('verifiedSupplier')}</p>}
      {s.products.length > 0 && (
        <ul className={styles.supplierProducts} aria-label={t('supplierProducts', { name: s.name })}>
          {s.products.map((p) => (
            <SupplierProductItem key={p.id} product={p} links={links} eager={eager} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A product in a supplier's row: what the supplier makes that the buyer asked for, one click away. */
function SupplierProductItem({
  product: p,
  links,
  eager,
}: {
  product: SupplierProduct;
  links: LinkContext;
  eager: boolean;
}) {
  const tc = useTranslations('catalogue');
  const price = formatPrice(p, (min, max) => tc('priceRange', { min, max }));
  return (
    <li>
      <a href={buildProductPath(p, links)}>
        <ProductImage product={p} priority={eager ? 'eager' : 'lazy'} />
        <span className={styles.productName} dir="auto">
          <Highlighted segments={p.nameSegments} />
        </span>
      </a>
      {price && <span className={styles.productPrice}>{price}</span>}
    </li>
  );
}
