import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { cardImagePriority, ProductCard } from '@/components/catalogue/product-card';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format/number';
import type { ProductSort } from '@/lib/catalogue/cards';
import type { ProductCard as ProductCardData } from '@/lib/catalogue/home';
import { SORTS } from '@/lib/catalogue/list-routes';
import type { DeviceClass } from '@/lib/device/detect';
import type { LinkContext } from '@/lib/links/build';
import styles from './category.module.css';

export type Chip = { id: number; name: string; href: string; count: number };

export type ListHeader = {
  heading: string;
  /** "240 products" or "10,000+ products". */
  countText: string;
  crumbs: readonly Crumb[];
  device: DeviceClass;
  /** Sub-lists shown as chips (subcategories). */
  chips?: readonly Chip[];
  /** Sort links: the list's URL for each sort (spec §2 list pages). */
  sort?: { current: ProductSort; hrefFor: (sort: ProductSort) => string };
  aside?: ReactNode;
};

const SORT_KEYS = {
  newest: 'sortNewest',
  popular: 'sortPopular',
  priceAsc: 'sortPriceAsc',
  priceDesc: 'sortPriceDesc',
} as const;

/** The frame of a product list: trail, heading, count, chips and sort links; the grid streams inside. */
export function ProductListFrame({ header, children }: { header: ListHeader; children: ReactNode }) {
  const t = useTranslations('category');
  const { heading, countText, crumbs, device, chips, sort, aside } = header;
  return (
    <div className={`${styles.page} ${styles[device]}`}>
      <Breadcrumbs items={crumbs} />
      <h1 className={styles.heading}>{heading}</h1>
      {chips && chips.length > 0 && (
        <nav aria-label={t('subcategories')}>
          <ul className={styles.chips}>
            {chips.map((chip) => (
              <li key={chip.id}>
                <a href={chip.href} className={styles.pill}>
                  {chip.name} <span className={styles.count}>{formatNumber(chip.count)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={styles.toolbar}>
        <p className={styles.muted}>{countText}</p>
        {sort && (
          <nav aria-label={t('sortLabel')} className={styles.sort}>
            <span className={styles.muted} aria-hidden="true">
              {t('sortLabel')}
            </span>
            <ul>
              {SORTS.map((s) => (
                <li key={s}>
                  <a
                    href={sort.hrefFor(s)}
                    className={styles.pill}
                    aria-current={s === sort.current ? 'page' : undefined}
                    rel="nofollow"
                  >
                    {t(SORT_KEYS[s])}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {children}
      {aside}
    </div>
  );
}

type GridProps = {
  items: readonly ProductCardData[];
  links: LinkContext;
  emptyText: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
};

/** The cards of one page and the pagination (spec §2 `_{pageNo}` links, rel prev/next). */
export function ProductGrid({ items, links, emptyText, page, pageCount, hrefFor }: GridProps) {
  if (items.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <>
      <div className={styles.grid}>
        {items.map((product, i) => (
          <ProductCard
            key={product.id}
            product={product}
            links={links}
            headingLevel={2}
            imagePriority={cardImagePriority(i)}
          />
        ))}
      </div>
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
    </>
  );
}

/** The grid's shape while it loads: the frame above it is already there. */
export function ProductGridSkeleton() {
  const t = useTranslations('common');
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.grid}>
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className={`${styles.skeletonCard} ${styles.skeleton}`} />
        ))}
      </div>
    </div>
  );
}

/** The shape of a whole list or overview page while its data loads. */
export function ListPageSkeleton() {
  return (
    <div className={styles.page}>
      <div className={`${styles.skeletonBar} ${styles.skeleton}`} />
      <ProductGridSkeleton />
    </div>
  );
}
