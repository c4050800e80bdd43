import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readShell } from '@/components/app/shell';
import { PageHeader } from '@/components/site-map/page-header';
import { AlertList } from '@/components/traffic-light/parts';
import styles from '@/components/traffic-light/traffic-light.module.css';
import { href } from '@/lib/routes/href';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';
import { loadCurrentAlerts } from '@/lib/traffic-light/service';

// spec §2 /warning: the traffic light's current trade alerts, every market (docs/decisions/0160)
type Props = { params: Promise<ShellParams> };

const PATH = href('warning');

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'trafficLight' });
  return pageMetadata(site, PATH, locale, {
    title: t('warningTitle'),
    description: t('warningMetaDescription'),
    keywords: t('boardKeywords'),
  });
}

export default async function WarningPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const [t, tc, alerts, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'trafficLight' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    loadCurrentAlerts(),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('warningTitle')}
        intro={t('warningIntro')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      {alerts.length === 0 ? (
        <p className={styles.muted}>{t('warningEmpty')}</p>
      ) : (
        <AlertList alerts={alerts} locale={locale} showMarket headingLevel={2} />
      )}
      <p className={styles.links}>
        <a href={href('trafficLight', {}, { site })}>{t('boardTitle')}</a>
        <a href={href('trafficLightFeedback', {}, { site })}>{t('reportLink')}</a>
      </p>
    </div>
  );
}
