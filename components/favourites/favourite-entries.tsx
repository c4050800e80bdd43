import { useFormatter, useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalogue/product-card';
import type { FavouriteType } from '@/lib/favourites/rules';
import type { CollectedCard, FavouriteItem as FavouriteItemData, FavouriteSupplier } from '@/lib/favourites/schemas';
import { placeName, regionName } from '@/lib/catalogue/region';
import { buildSupplierPath, type LinkContext } from '@/lib/links/build';
import { href } from '@/lib/routes/href';
import type { Shell } from '@/lib/shell/context';
import type { Site } from '@/lib/sites/resolve';
import { FavouriteItem } from './favourite-item';
import styles from './favourites.module.css';
import { countValues } from '@/lib/format/number';

/** One favourite of any type, drawn on the server, with its client-side unfollow button. */
export function FavouriteEntry({ item, shell }: { item: FavouriteItemData; shell: Shell }) {
  const links: LinkContext = { deployPath: shell.site.deployPath };
  switch (item.kind) {
    case 'product':
      return (
        <FavouriteItem kind="product" id={item.product.id} name={item.product.name}>
          <ProductCard product={item.product} links={links} />
          <FollowedOn iso={item.followedAt} />
        </FavouriteItem>
      );
    case 'exhibitor':
      return (
        <FavouriteItem kind="exhibitor" id={item.supplier.id} name={item.supplier.name}>
          <SupplierEntry supplier={item.supplier} links={links} shell={shell} followedAt={item.followedAt} />
        </FavouriteItem>
      );
    case 'exhibitorCard':
      return (
        <FavouriteItem kind="exhibitorCard" id={item.card.id} name={item.card.fullName}>
          <CardEntry card={item.card} shell={shell} followedAt={item.followedAt} />
        </FavouriteItem>
      );
  }
}

function FollowedOn({ iso }: { iso: string }) {
  const t = useTranslations('favourites');
  const format = useFormatter();
  return (
    <p className={styles.muted}>
      {t('followedOn', { date: format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: 'UTC' }) })}
    </p>
  );
}

function SupplierEntry(props: { supplier: FavouriteSupplier; links: LinkContext; shell: Shell; followedAt: string }) {
  const { supplier, links, shell, followedAt } = props;
  const tc = useTranslations('catalogue');
  const place = placeName(supplier.city, supplier.countryCode, shell.locale);
  return (
    <article className={styles.entry}>
      {supplier.logoUrl ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated SVG logo
        <img src={supplier.logoUrl} alt="" width={56} height={56} loading="lazy" className={styles.logo} />
      ) : (
        <div className={styles.logo} aria-hidden="true" />
      )}
      <div className={styles.entryText}>
        <h3 className={styles.entryName}>
          <a href={buildSupplierPath(supplier, links)}>
            <bdi>{supplier.name}</bdi>
          </a>
        </h3>
        <p className={styles.muted}>
          {place} · {tc('productCount', countValues({ count: supplier.productCount }))}
        </p>
        {supplier.verified && <p className={styles.badge}>{tc('verifiedSupplier')}</p>}
        <FollowedOn iso={followedAt} />
      </div>
    </article>
  );
}

function CardEntry({ card, shell, followedAt }: { card: CollectedCard; shell: Shell; followedAt: string }) {
  const t = useTranslations('favourites');
  const role = [card.jobTitle, card.companyName].filter(Boolean).join(' · ');
  return (
    <article className={styles.entry}>
      <div className={styles.entryText}>
        <h3 className={styles.entryName}>{card.fullName}</h3>
        {role && <p>{role}</p>}
        <dl className={styles.cardFacts}>
          {card.email && (
            <>
              <dt>{t('emailLabel')}</dt>
              <dd>
                <a href={`mailto:${card.email}`}>{card.email}</a>
              </dd>
            </>
          )}
          {card.mobile && (
            <>
              <dt>{t('phoneLabel')}</dt>
              <dd>
                <a href={`tel:${card.mobile.replace(/[^\d+]/g, '')}`}>{card.mobile}</a>
              </dd>
            </>
          )}
          {card.countryCode && (
            <>
              <dt>{t('countryLabel')}</dt>
              <dd>{regionName(card.countryCode, shell.locale)}</dd>
            </>
          )}
          {card.website && /^https?:\/\//i.test(card.website) && (
            <>
              <dt>{t('websiteLabel')}</dt>
              <dd>
                <a href={card.website} rel="nofollow noopener noreferrer" target="_blank">
                  {card.website.replace(/^https?:\/\//i, '')}
                </a>
              </dd>
            </>
          )}
        </dl>
        <FollowedOn iso={followedAt} />
      </div>
    </article>
  );
}

const EMPTY = {
  product: { title: 'emptyProduct', hint: 'emptyProductHint', link: 'browseCategories', route: 'categories' },
  exhibitor: { title: 'emptyExhibitor', hint: 'emptyExhibitorHint', link: 'findSuppliers', route: 'searchSupplier' },
  exhibitorCard: { title: 'emptyExhibitorCard', hint: 'emptyExhibitorCardHint', link: null, route: null },
} as const;

/** What a type without favourites says, and where to find something to follow. */
export function FavouriteEmpty({ type, site }: { type: FavouriteType; site: Site }) {
  const t = useTranslations('favourites');
  const empty = EMPTY[type];
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t(empty.title)}</p>
      <p className={styles.muted}>{t(empty.hint)}</p>
      {empty.link && empty.route && <a href={href(empty.route, {}, { site })}>{t(empty.link)}</a>}
    </div>
  );
}

/** Placeholders while the list loads, the shape of the type's entries, so nothing jumps. */
export function FavouritesSkeleton({ type, label }: { type: FavouriteType; label: string }) {
  return (
    <div className={type === 'product' ? styles.grid : styles.rows} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      {Array.from({ length: type === 'product' ? 6 : 3 }, (_, i) => (
        <div
          key={i}
          className={`${styles.skeleton} ${type === 'product' ? styles.skeletonCard : styles.skeletonRow}`}
        />
      ))}
    </div>
  );
}
