import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { readShell } from '@/components/app/shell';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { AlertList, SignalLight } from '@/components/traffic-light/parts';
import styles from '@/components/traffic-light/traffic-light.module.css';
import { regionName } from '@/lib/catalogue/region';
import { countValues } from '@/lib/format/number';
import { first } from '@/lib/routes/query';
import { href } from '@/lib/routes/href';
import type { ShellParams } from '@/lib/shell/context';
import { reportsPerHundred, type Factor } from '@/lib/traffic-light/rules';
import { loadCurrentAlerts, loadMarkets } from '@/lib/traffic-light/service';

// spec §2 /trafficLightDetail?country={code}: why a market shows its signal (docs/decisions/0160). The
// spec's canonical has no query, so the detail of each market cannot have its own: not for search engines.
type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

async function marketOf(searchParams: Props['searchParams']) {
  const code = first((await searchParams).country)?.toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return undefined;
  return (await loadMarkets()).find((m) => m.countryCode === code);
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale }, market] = await Promise.all([readShell(params), marketOf(searchParams)]);
  if (!market) return {};
  const t = await getTranslations({ locale, namespace: 'trafficLight' });
  const name = regionName(market.countryCode, locale);
  return {
    title: t('detailTitle', { market: name }),
    description: t('detailMetaDescription', { market: name }),
    robots: { index: false, follow: true },
  };
}

export default async function TrafficLightDetailPage({ params, searchParams }: Props) {
  const [{ site, locale }, market] = await Promise.all([readShell(params), marketOf(searchParams)]);
  // a market without suppliers, or no market named: nothing to show
  if (!market) notFound();
  setRequestLocale(locale);
  const [t, tc, alerts] = await Promise.all([
    getTranslations({ locale, namespace: 'trafficLight' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    loadCurrentAlerts(market.countryCode),
  ]);
  const name = regionName(market.countryCode, locale);
  const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));
  const factors: { id: Factor; value: string }[] = [
    {
      id: 'verified',
      value: t('verifiedValue', {
        percent: percent(market.verified, market.suppliers),
        ...countValues({ count: market.suppliers }),
      }),
    },
    {
      id: 'response',
      value: market.responseRate === null ? '–' : t('responseValue', { percent: market.responseRate }),
    },
    { id: 'reports', value: t('reportsValue', countValues({ count: reportsPerHundred(market) })) },
    { id: 'alerts', value: t('alertsValue', countValues({ count: alerts.length })) },
  ];
  const level = market.signal.level;
  return (
    <div className={styles.page}>
      <header>
        <Breadcrumbs
          items={[
            { name: tc('home'), href: href('home', {}, { site }) },
            { name: t('boardTitle'), href: href('trafficLight', {}, { site }) },
            { name },
          ]}
        />
        <h1>{t('detailTitle', { market: name })}</h1>
      </header>
      <section aria-labelledby="overall-title" className={styles.card}>
        <h2 id="overall-title" className={styles.heading}>
          {t('overall')}
        </h2>
        <SignalLight level={level} label={t(`level.${level}`)} />
        <p>{t(`levelHelp.${level}`)}</p>
      </section>
      <section aria-labelledby="factors-title">
        <h2 id="factors-title" className={styles.heading}>
          {t('factorsTitle')}
        </h2>
        <dl className={styles.factors}>
          {factors.map((factor) => (
            <div key={factor.id} className={styles.factor}>
              <dt>{t(`factor.${factor.id}`)}</dt>
              <dd className={styles.factorLevel}>
                <SignalLight
                  level={market.signal.factors[factor.id]}
                  label={t(`level.${market.signal.factors[factor.id]}`)}
                />
              </dd>
              <dd>{factor.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="advice-title" className={styles.card}>
        <h2 id="advice-title" className={styles.heading}>
          {t('adviceTitle')}
        </h2>
        <p>{t(`advice.${level}`)}</p>
      </section>
      <section aria-labelledby="market-alerts-title">
        <h2 id="market-alerts-title" className={styles.heading}>
          {t('alertsTitle', { market: name })}
        </h2>
        {alerts.length === 0 ? (
          <p className={styles.muted}>{t('noAlerts')}</p>
        ) : (
          <AlertList alerts={alerts} locale={locale} showMarket={false} headingLevel={3} />
        )}
      </section>
      <p className={styles.links}>
        <a href={href('trafficLight', {}, { site })}>{t('backToBoard')}</a>
        <a href={href('trafficLightFeedback', {}, { site, query: { country: market.countryCode } })}>
          {t('reportLink')}
        </a>
      </p>
    </div>
  );
}
