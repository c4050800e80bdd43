import { CookiePreferencesButton } from '@/components/consent/cookie-preferences-button';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { href } from '@/lib/routes/href';
import { navItems } from '@/lib/shell/nav';
import { sitePath, type Site } from '@/lib/sites/resolve';
import { AccountTabLink } from '@/components/account/account-tab-link';
import { AccountSlot } from '@/components/auth/account-slot';
import { AppLifecycle } from '@/components/app/app-lifecycle';
import { CartNavLink } from '@/components/cart/cart-nav-link';
import { CartSlot } from '@/components/cart/cart-slot';
import { SearchForm } from '@/components/search/search-form';
import { LanguageSwitcher } from './language-switcher';
import { SiteProvider } from './site-context';

type Props = { site: Site; locale: Locale; children: ReactNode };

/** Mobile layout (spec §9: at least 375 px wide): compact header, content, tab bar at the bottom. */
export function MobileShell({ site, locale, children }: Props) {
  const t = useTranslations('common');
  const tl = useTranslations('trafficLight');
  const tabs = navItems('mobile');
  return (
    <SiteProvider value={{ deployPath: site.deployPath, languages: site.languages, device: 'mobile' }}>
      <AppLifecycle />
      <CartSlot />
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header site-header--mobile">
        <div className="site-header__inner">
          <a href={href('home', {}, { site })} className="site-header__brand">
            {t('siteName')}
          </a>
          <LanguageSwitcher />
          <AccountSlot />
        </div>
        <div className="site-header__inner">
          <SearchForm variant="headerMobile" />
        </div>
      </header>
      <main id="main" className="site-main site-main--mobile">
        {children}
      </main>
      <footer className="site-footer site-footer--mobile">
        <p>{t('footerNote')}</p>
        <p className="site-footer__links">
          {/* spec §2 policy and information pages */}
          <a href={href('aboutUs', {}, { site })}>{t('aboutUs')}</a>
          <a href={href('customerService', {}, { site })}>{t('customerService')}</a>
          <a href={href('privacy', {}, { site })}>{t('privacy')}</a>
          <a href={href('trafficLight', {}, { site })}>{tl('boardTitle')}</a>
          <a href="?device=desktop" rel="nofollow">
            {t('desktopSite')}
          </a>
          {/* spec §4: the consent choice can be changed on every page */}
          <CookiePreferencesButton label={t('cookiePreferences')} />
        </p>
      </footer>
      <nav aria-label={t('sections')} className="tab-bar">
        <ul>
          {tabs.map((item) => (
            <li key={item.routeId}>
              {item.routeId === 'cart' ? (
                <CartNavLink href={sitePath(site, item.path)} label={t(item.tabLabel)} />
              ) : item.routeId === 'account' ? (
                <AccountTabLink href={sitePath(site, item.path)} label={t(item.tabLabel)} locale={locale} />
              ) : (
                <a href={sitePath(site, item.path)}>{t(item.tabLabel)}</a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </SiteProvider>
  );
}
