import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { KEYWORD_MAX } from '@/lib/search/keyword';
import { SearchAnalytics } from './search-analytics';
import { SearchForm } from './search-form';
import styles from './search.module.css';

type Props = {
  kind: 'product' | 'supplier';
  keyword: string;
  truncated: boolean;
  heading: string;
  tabs: { product: string; supplier: string };
  /** spec §7: only the first page of a search counts as one search. */
  track: boolean;
  children?: ReactNode;
};

/** Heading, the search form, product/supplier tabs and the notices every search page shows. */
export function SearchHeader({ kind, keyword, truncated, heading, tabs, track, children }: Props) {
  const t = useTranslations('search');
  return (
    <header className={styles.header}>
      {track && <SearchAnalytics searchType={kind} keyword={keyword} />}
      <h1 className={styles.heading}>{heading}</h1>
      <SearchForm variant="page" kind={kind} defaultKeyword={keyword} label={t('pageSearchLabel')} />
      <nav aria-label={t('searchIn')} className={styles.tabs}>
        <ul>
          <li>
            <a href={tabs.product} aria-current={kind === 'product' ? 'page' : undefined}>
              {t('tabProducts')}
            </a>
          </li>
          <li>
            <a href={tabs.supplier} aria-current={kind === 'supplier' ? 'page' : undefined}>
              {t('tabSuppliers')}
            </a>
          </li>
        </ul>
      </nav>
      {truncated && (
        <p role="status" className={styles.notice}>
          {t('truncatedNotice', { max: KEYWORD_MAX })}
        </p>
      )}
      {children}
    </header>
  );
}
