import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { HomeSkeleton } from '@/components/home/home-skeleton';
import { HomeView } from '@/components/home/home-view';
import { getHomeData } from '@/lib/catalogue/home';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import type { Locale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams> };

// Rendered per request from cached data (lib/catalogue/home.ts keeps the lists for spec §9's 60 s),
// so `next build` never needs a database.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    keywords: t('metaKeywords'),
    alternates: await headLinks(site, '/', locale),
  };
}

export default async function HomePage({ params }: Props) {
  const { site, locale } = await readShell(params);
  return (
    // The skeleton shows while the lists load. It sits here, not in a route-level loading.tsx, so a
    // 404 elsewhere is decided before anything streams and keeps its status.
    <Suspense fallback={<HomeSkeleton />}>
      <HomeLists site={site} locale={locale} />
    </Suspense>
  );
}

/** spec §2: three home variants, by the site's audience mode (supplier, global buyer, country site). */
async function HomeLists({ site, locale }: { site: Site; locale: Locale }) {
  const data = await getHomeData(locale);
  const country = site.countryCode ? countryName(site.countryCode, locale) : undefined;
  return <HomeView data={data} audience={site.audience} country={country} />;
}

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
