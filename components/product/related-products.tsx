import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalogue/product-card';
import type { ProductCard as ProductCardData } from '@/lib/catalogue/home';
import type { LinkContext } from '@/lib/links/build';
import styles from './product.module.css';

/** A grid of product cards, or the catalogue's empty state. */
export function ProductGrid({
  products,
  links,
  device,
}: {
  products: readonly ProductCardData[];
  links: LinkContext;
  device: 'desktop' | 'mobile';
}) {
  const tc = useTranslations('catalogue');
  if (products.length === 0) return <p className={styles.empty}>{tc('noProducts')}</p>;
  return (
    <div className={`${styles.grid} ${device === 'desktop' ? styles.gridDesktop : ''}`}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} links={links} />
      ))}
    </div>
  );
}

/** Placeholder cards while a grid loads, so nothing below it moves when it arrives. */
export function ProductGridSkeleton({ device, count = 6 }: { device: 'desktop' | 'mobile'; count?: number }) {
  const t = useTranslations('common');
  return (
    <div className={`${styles.grid} ${device === 'desktop' ? styles.gridDesktop : ''}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${styles.skeletonCard} ${styles.skeleton}`} />
      ))}
    </div>
  );
}
