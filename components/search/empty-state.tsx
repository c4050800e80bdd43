import { useTranslations } from 'next-intl';
import type { PopularCategory } from '@/lib/search/popular';
import styles from './search.module.css';
import { countValues } from '@/lib/format/number';

type Props = {
  title: string;
  didYouMean?: { keyword: string; href: string };
  popular: PopularCategory[];
  categoryHref: (id: number) => string;
};

/** "Did you mean …?" in the language's own order and mark ("هل تقصد …؟", "¿…?"), the keyword a link. */
export function DidYouMean({ keyword, href }: { keyword: string; href: string }) {
  const t = useTranslations('search');
  return t.rich('didYouMean', {
    keyword,
    link: (chunks) => (
      <a href={href}>
        <bdi>{chunks}</bdi>
      </a>
    ),
  });
}

/** What a search that found nothing offers instead: the spelling hint and the busiest categories. */
export function SearchEmptyState({ title, didYouMean, popular, categoryHref }: Props) {
  const t = useTranslations('search');
  const tc = useTranslations('catalogue');
  return (
    <section className={styles.empty} aria-labelledby="search-empty-title">
      <h2 id="search-empty-title">{title}</h2>
      {didYouMean && (
        <p>
          <DidYouMean {...didYouMean} />
        </p>
      )}
      <p>{t('emptyHint')}</p>
      {popular.length > 0 && (
        <>
          <h3>{t('popularCategories')}</h3>
          <ul className={styles.chips}>
            {popular.map((c) => (
              <li key={c.id}>
                <a href={categoryHref(c.id)}>
                  {c.name}{' '}
                  <span className={styles.count}>{tc('productCount', countValues({ count: c.productCount }))}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
