import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { directionOf, isLocale } from '@/lib/i18n/locales';
import '@/components/ui/base.css';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export const metadata: Metadata = { icons: { icon: '/favicon.svg' } };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'common' });
  return (
    // spec §4: right-to-left for ar and fa, decided on the server
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <header className="site-header">
          <nav aria-label={t('primaryNavigation')} className="site-header__inner">
            <Link href="/" className="site-header__brand">
              {t('siteName')}
            </Link>
          </nav>
        </header>
        <NextIntlClientProvider>
          <main id="main" className="site-main">
            {children}
          </main>
        </NextIntlClientProvider>
        <footer className="site-footer">
          <p>{t('footerNote')}</p>
        </footer>
      </body>
    </html>
  );
}
