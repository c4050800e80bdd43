import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { navItems } from '@/lib/shell/nav';
import { sitePath, type Site } from '@/lib/sites/resolve';
import { AccountSlot } from '@/components/auth/account-slot';
import { AppLifecycle } from '@/components/app/app-lifecycle';
import { CartNavLink } from '@/components/cart/cart-nav-link';
import { CartSlot } from '@/components/cart/cart-slot';
import { SearchForm } from '@/components/search/search-form';
import { LanguageSwitcher } from './language-switcher';
import { SiteProvider } from './site-context';

type Props = { site: Site; locale: Locale; children: ReactNode };

/** Desktop layout: header (search, language, account; the sections on a second row), content, footer. */
export function DesktopShell({ site, children }: Props) {
  const t = useTranslations('common');
  const tl = useTranslations('trafficLight');
  return (
    <SiteProvider value={{ deployPath: site.deployPath, languages: site.languages, device: 'desktop' }}>
      <AppLifecycle />
      <CartSlot />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <a href={href('home', {}, { site })} className="site-header__brand">
            {t('siteName')}
          </a>
          <SearchForm variant="header" />
          <LanguageSwitcher />
          <AccountSlot />
        </div>
        {/* the sections on a row of their own: on one row with the search they wrapped word by word in
            most languages and squeezed the search box (ARCHITECTURE.md "A request, end to end") */}
        <div className="site-header__inner site-header__sections">
          <nav aria-label={t('primaryNavigation')} className="site-nav">
            <ul>
              {navItems('desktop').map((item) => (
                <li key={item.routeId}>
                  {item.routeId === 'cart' ? (
                    <CartNavLink href={sitePath(site, item.path)} label={t(item.label)} />
                  ) : (
                    <a href={sitePath(site, item.path)}>{t(item.label)}</a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>{t('footerNote')}</p>
        <p className="site-footer__links">
          {/* spec §2 policy and information pages */}
          <a href={href('aboutUs', {}, { site })}>{t('aboutUs')}</a>
          <a href={href('customerService', {}, { site })}>{t('customerService')}</a>
          <a href={href('privacy', {}, { site })}>{t('privacy')}</a>
          <a href={href('trafficLight', {}, { site })}>{tl('boardTitle')}</a>
          <a href="?device=mobile" rel="nofollow">
            {t('mobileSite')}
          </a>
          {/* spec §4: the consent choice can be changed on every page */}
          <CookiePreferencesButton label={t('cookiePreferences')} />
        </p>
      </footer>
    </SiteProvider>
  );
}
