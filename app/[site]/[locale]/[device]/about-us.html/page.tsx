import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { readShell } from '@/components/app/shell';
import { PolicyText } from '@/components/policies/policy-text';
import styles from '@/components/policies/policies.module.css';
import { PageHeader } from '@/components/site-map/page-header';
import { getTotals } from '@/lib/catalogue/home';
import { countValues } from '@/lib/format/number';
import { LOCALES } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import type { ShellParams } from '@/lib/shell/context';

// spec §2 /about-us.html: what the marketplace is, for buyers and suppliers, with its live figures
type Props = { params: Promise<ShellParams> };

const PATH = href('aboutUs');

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'policies' });
  return pageMetadata(site, PATH, locale, {
    title: t('aboutTitle'),
    description: t('aboutMetaDescription'),
    keywords: t('aboutKeywords'),
  });
}

export default async function AboutUsPage({ params }: Props) {
  const { site, locale } = await readShell(params);
  setRequestLocale(locale);
  const [t, th, tc, totals, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'policies' }),
    getTranslations({ locale, namespace: 'home' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    getTotals(),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  const blocks = [
    { id: 'buyers', title: t('aboutBuyersTitle'), text: t('aboutBuyers') },
    { id: 'suppliers', title: t('aboutSuppliersTitle'), text: t('aboutSuppliers') },
    { id: 'expo', title: t('aboutExpoTitle'), text: t('aboutExpo') },
  ];
  return (
    <article className={styles.page}>
      <PageHeader
        title={t('aboutTitle')}
        intro={t('aboutIntro')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <section aria-labelledby="about-figures">
        <h2 id="about-figures" className={styles.heading}>
          {t('aboutFigures')}
        </h2>
        <ul className={styles.figures}>
          <li className={styles.figure}>{t('figureSuppliers', countValues({ count: totals.suppliers }))}</li>
          <li className={styles.figure}>{t('figureProducts', countValues({ count: totals.products }))}</li>
          <li className={styles.figure}>{t('figureLanguages', countValues({ count: LOCALES.length }))}</li>
        </ul>
      </section>
      <div className={styles.columns}>
        {blocks.map((block) => (
          <section key={block.id} aria-labelledby={`about-${block.id}`} className={styles.card}>
            <h2 id={`about-${block.id}`} className={styles.heading}>
              {block.title}
            </h2>
            <p className={styles.paragraph}>{block.text}</p>
          </section>
        ))}
      </div>
      <section aria-labelledby="about-principles">
        <h2 id="about-principles" className={styles.heading}>
          {t('aboutPrinciplesTitle')}
        </h2>
        <PolicyText body={t('aboutPrinciples')} />
      </section>
      <p className={styles.actions}>
        <a href={href('frontpage', {}, { site })}>{th('frontpage.title')}</a>
      </p>
      <p className={styles.actions}>
        {t('aboutContact')} <a href={href('customerService', {}, { site })}>{t('serviceTitle')}</a>
      </p>
    </article>
  );
}
