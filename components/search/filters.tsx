import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { formatNumber } from '@/lib/format/number';
import type { ProductSearchResult } from '@/lib/search/products';
import { PRODUCT_SORTS, type SearchQuery } from '@/lib/search/params';
import styles from './search.module.css';

type Props = { query: SearchQuery; facets: ProductSearchResult['facets']; action: string; clearHref: string };

const SORT_LABEL = {
  relevance: 'sortRelevance',
  newest: 'sortNewest',
  priceAsc: 'sortPriceAsc',
  priceDesc: 'sortPriceDesc',
} as const;

/**
 * Filters and sort as one GET form (works without JavaScript): the facet counts of the current
 * candidates beside each choice. The keyword and exhibition ride along as hidden fields.
 */
export function SearchFilters({ query, facets, action, clearHref }: Props) {
  const t = useTranslations('search');
  const tc = useTranslations('common');
  // a choice's count as an aside in the language's brackets, with its digit groups (spec §9)
  const aside = (count: number) => tc('inParentheses', { text: formatNumber(count) });
  const selectedCategory = query.categoryId === undefined ? '' : String(query.categoryId);
  return (
    <form action={action} method="get" className={styles.filters} aria-label={t('filters')}>
      {query.keyword && <input type="hidden" name="keyword" value={query.keyword} />}
      {query.exhibitionId !== undefined && <input type="hidden" name="exhibitionId" value={query.exhibitionId} />}
      <Field label={t('category')}>
        {(control) => (
          <select {...control} name="category" defaultValue={selectedCategory}>
            <option value="">{t('anyCategory')}</option>
            {selectedCategory && !facets.categories.some((c) => c.value === selectedCategory) && (
              <option value={selectedCategory}>#{selectedCategory}</option>
            )}
            {facets.categories.map((c) => (
              <option key={c.value} value={c.value}>
                {`${c.label}${aside(c.count)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('country')}>
        {(control) => (
          <select {...control} name="country" defaultValue={query.country ?? ''}>
            <option value="">{t('anyCountry')}</option>
            {query.country && !facets.countries.some((c) => c.value === query.country) && (
              <option value={query.country}>{query.country}</option>
            )}
            {facets.countries.map((c) => (
              <option key={c.value} value={c.value}>
                {`${c.label}${aside(c.count)}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field layout="inline" label={`${t('verifiedOnly')}${aside(facets.verified)}`}>
        {(control) => <input {...control} type="checkbox" name="verified" value="1" defaultChecked={query.verified} />}
      </Field>
      <Field label={t('moqMax')}>
        {(control) => (
          <input {...control} type="number" name="moqMax" min={1} inputMode="numeric" defaultValue={query.moqMax} />
        )}
      </Field>
      <div className={styles.priceRow}>
        <Field label={t('priceMin')}>
          {(control) => (
            <input {...control} type="number" name="priceMin" min={0} step="0.01" defaultValue={query.priceMin} />
          )}
        </Field>
        <Field label={t('priceMax')}>
          {(control) => (
            <input {...control} type="number" name="priceMax" min={0} step="0.01" defaultValue={query.priceMax} />
          )}
        </Field>
      </div>
      <Field label={t('sort')}>
        {(control) => (
          <select {...control} name="sort" defaultValue={query.sort}>
            {PRODUCT_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABEL[s])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit">{t('apply')}</Button>
        <a href={clearHref}>{t('clearFilters')}</a>
      </div>
    </form>
  );
}

/** Sort choices as links, so a visitor re-sorts in one step. */
export function SortLinks({ query, hrefFor }: { query: SearchQuery; hrefFor: (q: Partial<SearchQuery>) => string }) {
  const t = useTranslations('search');
  return (
    <nav aria-label={t('sort')} className={styles.sorts}>
      <span aria-hidden="true">{t('sort')}:</span>
      <ul>
        {PRODUCT_SORTS.map((s) => (
          <li key={s}>
            <a href={hrefFor({ sort: s, page: 1 })} aria-current={s === query.sort ? 'true' : undefined}>
              {t(SORT_LABEL[s])}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
