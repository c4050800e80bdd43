import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { HomeView } from '@/components/home/home-view';
import { getHomeData } from '@/lib/catalogue/home';
import { isLocale } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

// Rendered per request from cached data (lib/catalogue/home.ts keeps the lists for spec §9's 60 s),
// so `next build` never needs a database.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'home' });
  return { title: t('metaTitle'), description: t('metaDescription') };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const data = await getHomeData(locale);
  return <HomeView data={data} />;
}
