import { useFormatter, useTranslations } from 'next-intl';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import type { ScoreList } from '@/lib/catalogue/product';
import styles from './product.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  list: ScoreList;
  crumbs: Crumb[];
  productHref: string;
  hrefFor: (page: number) => string;
  countryName: (code: string) => string;
};

/** A product's reviews: score as stars with a text equivalent, reviewer, date and comment. */
export function ScoreListView({ list, crumbs, productHref, hrefFor, countryName }: Props) {
  const t = useTranslations('product');
  const format = useFormatter();
  return (
    <div className={styles.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.title}>{t('scoresHeading', { name: list.product.name })}</h1>
      <p>
        {t('reviewCount', countValues({ count: list.summary.count }))}
        {list.summary.average !== null && ` · ${t('averageScore', { average: list.summary.average.toFixed(1) })}`}
      </p>
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t('noScores')}</p>
      ) : (
        <ol className={styles.reviews}>
          {list.items.map((item) => (
            <li key={item.id} className={styles.review}>
              <p>
                <span className={styles.stars} aria-hidden="true">
                  {'★'.repeat(item.score)}
                  {'☆'.repeat(5 - item.score)}
                </span>{' '}
                <span className="visually-hidden">{t('stars', { score: item.score })}</span>
                <strong>{item.reviewerName}</strong>
                {item.countryCode && <span className={styles.muted}> · {countryName(item.countryCode)}</span>}
              </p>
              <p className={styles.muted}>
                {t('reviewedOn', {
                  date: format.dateTime(new Date(item.createdAt), { dateStyle: 'medium', timeZone: 'UTC' }),
                })}
              </p>
              {item.comment && <p dir="auto">{item.comment}</p>}
            </li>
          ))}
        </ol>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
      <p>
        <a href={productHref}>{t('backToProduct')}</a>
      </p>
    </div>
  );
}
