import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Suspense } from 'react';
import { CategoryTree } from '@/components/site-map/category-tree';
import { PageHeader } from '@/components/site-map/page-header';
import { TreeSkeleton } from '@/components/site-map/skeletons';
import styles from '@/components/site-map/site-map.module.css';
import type { DeviceClass } from '@/lib/device/detect';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { getCategoryTree } from '@/lib/seo/category-index';
import { absoluteUrl, pageMetadata } from '@/lib/seo/page-head';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import type { Site } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams> };

const PATH = href('sitemap'); // spec §2 site-map style pages

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'seo' });
  return pageMetadata(site, PATH, locale, {
    title: t('sitemapTitle'),
    description: t('sitemapMetaDescription'),
    keywords: t('sitemapKeywords'),
  });
}

export default async function SiteMapPage({ params }: Props) {
  const { site, locale, device } = await readShell(params);
  setRequestLocale(locale);
  const [t, tc, url, homeUrl] = await Promise.all([
    getTranslations({ locale, namespace: 'seo' }),
    getTranslations({ locale, namespace: 'catalogue' }),
    absoluteUrl(site, PATH),
    absoluteUrl(site, href('home')),
  ]);
  const sections = [
    { route: 'home', label: tc('home') },
    { route: 'latestProducts', label: t('latestTitle') },
    { route: 'productCategories', label: t('categoriesTitle') },
  ] as const;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t('sitemapTitle')}
        home={{ name: tc('home'), href: href('home', {}, { site }), url: homeUrl }}
        url={url}
      />
      <section aria-labelledby="sitemap-sections">
        <h2 id="sitemap-sections" className={styles.heading}>
          {t('sitemapSections')}
        </h2>
        <ul className={styles.links}>
          {sections.map((s) => (
            <li key={s.route}>
              <a href={href(s.route, {}, { site })}>{s.label}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sitemap-industries">
        <h2 id="sitemap-industries" className={styles.heading}>
          {t('sitemapIndustries')}
        </h2>
        <Suspense fallback={<TreeSkeleton />}>
          <Industries site={site} locale={locale} device={device} />
        </Suspense>
      </section>
    </div>
  );
}

async function Industries({ site, locale, device }: { site: Site; locale: Locale; device: DeviceClass }) {
  const tree = await getCategoryTree(locale);
  return (
    <CategoryTree tree={tree} links={{ deployPath: site.deployPath }} device={device} depth={2} headingLevel={3} />
  );
}
