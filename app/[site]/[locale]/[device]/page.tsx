import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeView } from '@/components/home/home-view';
import { getHomeData } from '@/lib/catalogue/home';
import { readShell, type ShellParams } from '@/lib/shell/context';
import { headLinks } from '@/lib/shell/head';

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
  const { locale } = await readShell(params);
  const data = await getHomeData(locale);
  return <HomeView data={data} />;
}
