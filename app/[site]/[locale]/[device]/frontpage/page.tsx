import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readShell } from '@/components/app/shell';
import styles from '@/components/policies/policies.module.css';
import { PageHeader } from '@/components/site-map/page-header';
import { getTotals } from '@/lib/catalogue/home';
import { countValues } from '@/lib/format/number';
import { href } from '@/lib/routes/href';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';
import { loadMarkets } from '@/lib/traffic-light/service';

// spec §2 /frontpage: the foreign-trade service platform page, cached an hour (spec §9; decision 0161)
type Props = { params: Promise<ShellParams> };

const PATH = href('frontpage');
const STEPS = ['one', 'two', 'three'] as const;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return pageMetadata(site, PATH, locale, {
    title: t('frontpage.title'),
    description: t('frontpage.metaDescription'),
    keywords: t('frontpage.keywords'),
  });
}

export default async function FrontPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const [t, tc, totals, markets, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTotals(),
    loadMarkets(),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  // each service leads to the page that does it
  const services = [
    { id: 'find', to: href('searchSupplier', {}, { site }) },
    { id: 'quote', to: href('rfq', {}, { site }) },
    { id: 'sample', to: href('categories', {}, { site }) },
    { id: 'expo', to: href('searchSupplier', {}, { site }) },
    { id: 'risk', to: href('trafficLight', {}, { site }) },
    { id: 'help', to: href('customerService', {}, { site }) },
  ] as const;
  return (
    <article className={styles.page}>
      <PageHeader
        title={t('frontpage.title')}
        intro={t('frontpage.intro')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <section aria-labelledby="frontpage-figures">
        <h2 id="frontpage-figures" className={styles.heading}>
          {t('frontpage.figures')}
        </h2>
        <ul className={styles.figures}>
          <li className={styles.figure}>{t('frontpage.figureSuppliers', countValues({ count: totals.suppliers }))}</li>
          <li className={styles.figure}>{t('frontpage.figureProducts', countValues({ count: totals.products }))}</li>
          <li className={styles.figure}>{t('frontpage.figureMarkets', countValues({ count: markets.length }))}</li>
        </ul>
      </section>
      <section aria-labelledby="frontpage-services">
        <h2 id="frontpage-services" className={styles.heading}>
          {t('frontpage.servicesTitle')}
        </h2>
        <div className={styles.columns}>
          {services.map((service) => (
            <section key={service.id} aria-labelledby={`service-${service.id}`} className={styles.card}>
              <h3 id={`service-${service.id}`} className={styles.heading}>
                {t(`frontpage.service.${service.id}.title`)}
              </h3>
              <p className={styles.paragraph}>{t(`frontpage.service.${service.id}.text`)}</p>
              <a href={service.to}>{t(`frontpage.service.${service.id}.action`)}</a>
            </section>
          ))}
        </div>
      </section>
      <section aria-labelledby="frontpage-steps">
        <h2 id="frontpage-steps" className={styles.heading}>
          {t('frontpage.stepsTitle')}
        </h2>
        <ol className={styles.glance}>
          {STEPS.map((step) => (
            <li key={step}>{t(`frontpage.steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </article>
  );
}
