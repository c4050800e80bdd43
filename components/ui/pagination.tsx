import { useTranslations } from 'next-intl';
import styles from './pagination.module.css';

type Props = {
  page: number;
  pageCount: number;
  /** The link of a page (page 1 is the list's own URL, spec §2 `_{pageNo}` for the others). */
  hrefFor: (page: number) => string;
};

/** Page numbers around the current one, with the first and the last always shown. */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | 'gap')[] {
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - radius; p <= page + radius; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? (['gap', p] as const) : [p]));
}

/** Server-rendered pagination: plain links, so crawlers and keyboard users page through lists. */
export function Pagination({ page, pageCount, hrefFor }: Props) {
  const t = useTranslations('catalogue');
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('paginationLabel')} className={styles.pagination}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" aria-label={t('previousPage')}>
              ‹
            </a>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={hrefFor(p)} aria-label={t('pageN', { page: p })} aria-current={p === page ? 'page' : undefined}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <a href={hrefFor(page + 1)} rel="next" aria-label={t('nextPage')}>
              ›
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
