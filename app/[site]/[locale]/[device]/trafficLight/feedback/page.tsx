import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageMessages } from '@/components/app/page-messages';
import { readShell } from '@/components/app/shell';
import { ReportForm } from '@/components/traffic-light/report-form';
import styles from '@/components/traffic-light/traffic-light.module.css';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { regionName } from '@/lib/catalogue/region';
import { first } from '@/lib/routes/query';
import { href } from '@/lib/routes/href';
import type { ShellParams } from '@/lib/shell/context';
import { loadMarkets } from '@/lib/traffic-light/service';

// spec §2 /trafficLight/feedback: a buyer reports a problem with a supplier or a market (docs/decisions/0160)
type Props = {
  params: Promise<ShellParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'trafficLight' });
  return {
    title: t('feedbackTitle'),
    description: t('feedbackMetaDescription'),
    robots: { index: false, follow: true },
  };
}

export default async function TrafficLightFeedbackPage({ params, searchParams }: Props) {
  const [{ site, locale }, query] = await Promise.all([readShell(params), searchParams]);
  setRequestLocale(locale);
  const [t, tc, markets] = await Promise.all([
    getTranslations({ locale, namespace: 'trafficLight' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    loadMarkets(),
  ]);
  const named = markets
    .map((m) => ({ code: m.countryCode, name: regionName(m.countryCode, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  // ?country= (the detail page's link) chooses the market when it is one
  const asked = first(query.country)?.toUpperCase();
  const country = named.some((m) => m.code === asked) ? (asked ?? null) : null;
  return (
    <div className={styles.page}>
      <header>
        <Breadcrumbs
          items={[
            { name: tc('home'), href: href('home', {}, { site }) },
            { name: t('boardTitle'), href: href('trafficLight', {}, { site }) },
            { name: t('feedbackTitle') },
          ]}
        />
        <h1>{t('feedbackTitle')}</h1>
        <p className={styles.lead}>{t('feedbackIntro')}</p>
      </header>
      <PageMessages namespaces={['trafficLight']}>
        <ReportForm markets={named} country={country} />
      </PageMessages>
    </div>
  );
}
