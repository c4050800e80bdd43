import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FollowButton } from '@/components/favourites/follow-button';
import { Breadcrumbs, type Crumb } from '@/components/ui/breadcrumbs';
import { joinWithComma } from '@/lib/i18n/join';
import type { SupplierDetail, SupplierExhibition } from '@/lib/catalogue/supplier';
import { countValues, formatNumber } from '@/lib/format/number';
import { nameMarkets } from '@/lib/reference/markets';
import styles from './supplier.module.css';

type Props = {
  supplier: SupplierDetail;
  device: 'desktop' | 'mobile';
  crumbs: Crumb[];
  country: string;
  /** The products list (streamed with its own skeleton). */
  products: ReactNode;
  /** The meeting request page for this supplier (at an exhibition), while that route is live. */
  meetingHref?: (exhibitionId?: number) => string;
  /** "Send enquiry" to this supplier (spec §2 /enquiry/{name}{id}), when that route is live. */
  enquiryHref?: string | null;
};

/** The supplier page of both layouts: profile, about, exhibitions, products. */
export function SupplierView({ supplier, device, crumbs, country, products, meetingHref, enquiryHref }: Props) {
  const t = useTranslations('supplier');
  const tc = useTranslations('catalogue');
  const te = useTranslations('enquiry');
  const tr = useTranslations('reference');
  const format = useFormatter();
  // our regions in the reader's language, joined as the language lists things; others as entered
  const markets = format.list(
    nameMarkets(supplier.mainMarkets, (key) => tr(`markets.${key}`)),
    { type: 'conjunction' },
  );
  const place = joinWithComma([supplier.city, supplier.province, country], useLocale());
  return (
    <div className={`${styles.page} ${device === 'mobile' ? styles.mobile : styles.desktop}`}>
      <Breadcrumbs items={crumbs} />
      <header className={styles.header}>
        {supplier.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG logo, above the fold
          <img src={supplier.logoUrl} alt="" width={80} height={80} className={styles.logo} />
        )}
        <div>
          <h1 className={styles.title}>
            <bdi>{supplier.name}</bdi>
          </h1>
          {supplier.verified && <p className={styles.badge}>{tc('verifiedSupplier')}</p>}
          <p className={styles.muted}>{tc('productCount', countValues({ count: supplier.productCount }))}</p>
          <div className={styles.actions}>
            {enquiryHref && (
              <a href={enquiryHref} className={styles.enquiryButton}>
                {te('sendEnquiry')}
              </a>
            )}
            <FollowButton kind="exhibitor" id={supplier.id} name={supplier.name} />
          </div>
          {meetingHref && (
            <p className={styles.cta}>
              <a className={styles.ctaLink} href={meetingHref()}>
                {t('requestMeeting')}
              </a>
            </p>
          )}
        </div>
      </header>
      <div className={styles.columns}>
        <section aria-labelledby="supplier-profile" className={styles.card}>
          <h2 id="supplier-profile" className={styles.heading}>
            {t('profileHeading')}
          </h2>
          <dl className={styles.facts}>
            <Fact label={t('location')} value={place} />
            <Fact label={t('founded')} value={supplier.yearEstablished && String(supplier.yearEstablished)} />
            <Fact label={t('employees')} value={supplier.employees && formatNumber(supplier.employees)} />
            <Fact label={t('responseRate')} value={supplier.responseRate !== null && `${supplier.responseRate}%`} />
            <Fact
              label={t('rating')}
              value={supplier.rating !== null && t('ratingValue', { rating: supplier.rating.toFixed(1) })}
            />
            <Fact label={t('mainMarkets')} value={markets} />
          </dl>
        </section>
        {supplier.description && (
          <section aria-labelledby="supplier-about" className={styles.card}>
            <h2 id="supplier-about" className={styles.heading}>
              {t('aboutHeading')}
            </h2>
            <p className={styles.description} dir="auto">
              {supplier.description}
            </p>
          </section>
        )}
      </div>
      <section aria-labelledby="supplier-exhibitions">
        <h2 id="supplier-exhibitions" className={styles.heading}>
          {t('exhibitionsHeading')}
        </h2>
        {supplier.exhibitions.length === 0 ? (
          <p className={styles.empty}>{t('noExhibitions')}</p>
        ) : (
          <ul className={styles.exhibitions}>
            {supplier.exhibitions.map((e) => (
              <ExhibitionItem
                key={e.id}
                exhibition={e}
                // spec §3 lifecycle: a meeting at a completed show makes no sense
                meetingHref={meetingHref && e.lifecycle < 2 ? meetingHref(e.id) : undefined}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="supplier-products">
        <h2 id="supplier-products" className={styles.heading}>
          {t('productsHeading')}
        </h2>
        {products}
      </section>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | number | null | false | undefined }) {
  if (value === null || value === false || value === undefined || value === '') return null;
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const LIFECYCLE_KEYS = { 0: 'lifecycleComing', 1: 'lifecycleOpen', 2: 'lifecycleCompleted' } as const;

function ExhibitionItem({ exhibition: e, meetingHref }: { exhibition: SupplierExhibition; meetingHref?: string }) {
  const t = useTranslations('supplier');
  const format = useFormatter();
  // spec §3 lifecycle codes: coming 0, opening 1, completed 2
  const lifecycle = LIFECYCLE_KEYS[e.lifecycle as keyof typeof LIFECYCLE_KEYS] ?? 'lifecycleCompleted';
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return (
    <li className={styles.card}>
      <p className={styles.status}>{t(lifecycle)}</p>
      <h3 className={styles.exhibitionName}>{e.name}</h3>
      <p className={styles.muted}>
        {format.dateTimeRange(day(e.startsOn), day(e.endsOn), { dateStyle: 'medium', timeZone: 'UTC' })} · {e.city},{' '}
        {e.venue}
      </p>
      {e.boothCode && <p className={styles.muted}>{t('booth', { code: e.boothCode })}</p>}
      {meetingHref && (
        <p className={styles.muted}>
          <a href={meetingHref} aria-label={t('requestMeetingAt', { exhibition: e.name })}>
            {t('requestMeeting')}
          </a>
        </p>
      )}
    </li>
  );
}
