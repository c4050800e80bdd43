import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeJsonLd } from '@/components/home/home-json-ld';
import { HomeView } from '@/components/home/home-view';
import { getHomeData } from '@/lib/catalogue/home';
import { href } from '@/lib/routes/href';
import { readShell } from '@/components/app/shell';
import type { ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';
import type { Locale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/sites/resolve';

type Props = { params: Promise<ShellParams> };

// Rendered per request from cached data (lib/catalogue/home.ts keeps each list for its spec §9 window),
// so `next build` never needs a database.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readShell(params);
  const t = await getTranslations({ locale, namespace: 'home' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    keywords: t('metaKeywords'),
    alternates: await headLinks(site, href('home'), locale),
  };
}

export default async function HomePage({ params }: Props) {
  const { site, locale } = await readShell(params);
  // No Suspense boundary: the lists come from memory caches, and content streamed behind a skeleton
  // reached the screen only through React's reveal script (ARCHITECTURE.md "Home variants").
  return (
    <>
      <HomeJsonLd site={site} locale={locale} />
      <HomeLists site={site} locale={locale} />
    </>
  );
}

/** spec §2: three home variants, by the site's audience mode (supplier, global buyer, country site). */
async function HomeLists({ site, locale }: { site: Site; locale: Locale }) {
  const data = await getHomeData(locale, {
    id: site.id,
    name: site.name,
    audience: site.audience,
    countryCode: site.countryCode,
  });
  const country = site.countryCode ? countryName(site.countryCode, locale) : undefined;
  // spec §2 link shapes: every link carries the site's deploy path
  return <HomeView data={data} links={{ deployPath: site.deployPath }} country={country} />;
}

function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
