import { useTranslations } from 'next-intl';
import styles from './breadcrumbs.module.css';
import { WithModelCodes } from './model-codes';

export type Crumb = { name: string; href?: string };

/** The trail above a page; the last crumb is the page itself (not a link). Pair with breadcrumbJsonLd. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const t = useTranslations('catalogue');
  return (
    <nav aria-label={t('breadcrumbLabel')} className={styles.breadcrumbs}>
      <ol>
        {items.map((item, i) => (
          <li key={`${i}-${item.name}`}>
            {item.href && i < items.length - 1 ? (
              <a href={item.href}>
                <bdi>
                  <WithModelCodes text={item.name} />
                </bdi>
              </a>
            ) : (
              <span aria-current="page">
                <bdi>
                  <WithModelCodes text={item.name} />
                </bdi>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
