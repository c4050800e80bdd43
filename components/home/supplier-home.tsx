import { useTranslations } from 'next-intl';
import type { BuyerDemand } from '@/lib/catalogue/home';
import { formatNumber } from '@/lib/format/number';
import styles from './home.module.css';

/** spec §2 supplier home: buyer demand figures. */
export function BuyerDemandPanel({ demand }: { demand: BuyerDemand }) {
  const t = useTranslations('home');
  const figures = [
    { key: 'rfqs', value: demand.openRfqs, label: t('demandOpenRfqs') },
    { key: 'enquiries', value: demand.enquiries30d, label: t('demandEnquiries') },
    { key: 'buyers', value: demand.preRegisteredBuyers, label: t('demandBuyers') },
  ];
  return (
    <section aria-labelledby="home-demand">
      <h2 id="home-demand" className={styles.heading}>
        {t('demandHeading')}
      </h2>
      <dl className={styles.figures}>
        {figures.map((f) => (
          <div key={f.key} className={styles.figure}>
            <dt className={styles.muted}>{f.label}</dt>
            <dd className={styles.figureValue}>{formatNumber(f.value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** spec §2 supplier home: how a supplier joins. */
export function JoinSteps() {
  const t = useTranslations('home');
  return (
    <section aria-labelledby="home-join">
      <h2 id="home-join" className={styles.heading}>
        {t('joinHeading')}
      </h2>
      <ol className={styles.steps}>
        <li>{t('joinStep1')}</li>
        <li>{t('joinStep2')}</li>
        <li>{t('joinStep3')}</li>
      </ol>
    </section>
  );
}
