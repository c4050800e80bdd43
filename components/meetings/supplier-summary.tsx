import { useFormatter, useTranslations } from 'next-intl';
import type { MeetingSupplier } from '@/lib/meetings/supplier';
import { zoneLabel } from '@/lib/meetings/format';
import styles from './meetings.module.css';

type Props = { supplier: MeetingSupplier; supplierHref: string; place: string };

/** Who the meeting is with, where it would be (an exhibition), and the supplier's time zone when known. */
export function SupplierSummary({ supplier, supplierHref, place }: Props) {
  const t = useTranslations('meetings');
  const tc = useTranslations('catalogue');
  const format = useFormatter();
  const exhibition = supplier.exhibition;
  const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
  return (
    <aside className={styles.card} aria-labelledby="meeting-supplier-title">
      <h2 id="meeting-supplier-title">{t('supplierHeading')}</h2>
      <div className={styles.supplier}>
        {supplier.logoUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG logo, above the fold
          <img src={supplier.logoUrl} alt="" width={56} height={56} className={styles.logo} />
        )}
        <div>
          <p className={styles.name}>
            <a href={supplierHref}>
              <bdi>{supplier.name}</bdi>
            </a>
          </p>
          {supplier.verified && <span className={styles.badge}>{tc('verifiedSupplier')}</span>}
          {place && <p className={styles.muted}>{place}</p>}
        </div>
      </div>
      <p className={styles.muted}>
        {supplier.timeZone ? t('supplierTime', { zone: zoneLabel(supplier.timeZone) }) : t('supplierTimeUnknown')}
      </p>
      {exhibition && (
        <section aria-labelledby="meeting-exhibition-title">
          <h3 id="meeting-exhibition-title">{t('exhibitionHeading')}</h3>
          <p className={styles.name}>{exhibition.name}</p>
          <p className={styles.muted}>
            {format.dateTimeRange(day(exhibition.startsOn), day(exhibition.endsOn), {
              dateStyle: 'medium',
              timeZone: 'UTC',
            })}
          </p>
          <p className={styles.muted}>{t('exhibitionPlace', { venue: exhibition.venue, city: exhibition.city })}</p>
          {exhibition.boothCode && (
            <p className={styles.muted}>{t('exhibitionBooth', { code: exhibition.boothCode })}</p>
          )}
        </section>
      )}
    </aside>
  );
}
