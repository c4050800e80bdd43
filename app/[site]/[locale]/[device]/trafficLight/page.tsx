import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readShell } from '@/components/app/shell';
import { PageHeader } from '@/components/site-map/page-header';
import { SignalLight } from '@/components/traffic-light/parts';
import styles from '@/components/traffic-light/traffic-light.module.css';
import { regionName } from '@/lib/catalogue/region';
import { countValues } from '@/lib/format/number';
import { href } from '@/lib/routes/href';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';
import { LEVELS } from '@/lib/traffic-light/rules';
import { loadMarkets } from '@/lib/traffic-light/service';

// spec §2 /trafficLight: every sourcing market's signal (docs/decisions/0160)
type Props = { params: Promise<ShellParams> };

const PATH = href('trafficLight');

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'trafficLight' });
  return pageMetadata(site, PATH, locale, {
    title: t('boardTitle'),
    description: t('boardMetaDescription'),
    keywords: t('boardKeywords'),
  });
}

export default async function TrafficLightPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const [t, tc, markets, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'trafficLight' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    loadMarkets(),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('boardTitle')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <p className={styles.lead}>{t('boardIntro')}</p>
      <p className={styles.links}>
        <a href={href('warning', {}, { site })}>{t('warningsLink')}</a>
        <a href={href('trafficLightFeedback', {}, { site })}>{t('reportLink')}</a>
      </p>
      <section aria-labelledby="markets-title">
        <h2 id="markets-title" className={styles.heading}>
          {t('marketColumn')}
        </h2>
        {markets.length === 0 ? (
          <p className={styles.muted}>{t('boardEmpty')}</p>
        ) : (
          <ul className={styles.markets}>
            {markets.map((market) => {
              const name = regionName(market.countryCode, locale);
              return (
                <li key={market.countryCode} className={styles.market}>
                  <h3 className={styles.marketName}>
                    <a
                      href={href('trafficLightDetail', {}, { site, query: { country: market.countryCode } })}
                      aria-label={t('details', { market: name })}
                    >
                      {name}
                    </a>
                  </h3>
                  <SignalLight level={market.signal.level} label={t(`level.${market.signal.level}`)} />
                  <p className={styles.muted}>{t('suppliersCount', countValues({ count: market.suppliers }))}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby="legend-title">
        <h2 id="legend-title" className={styles.heading}>
          {t('legendTitle')}
        </h2>
        <ul className={styles.legend}>
          {LEVELS.map((level) => (
            <li key={level}>
              <SignalLight level={level} label={t(`level.${level}`)} />
              <p>{t(`levelHelp.${level}`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
