'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { isLocale, LANGUAGE_NAMES } from '@/lib/i18n/locales';
import { useSite } from './site-context';

const STORAGE_KEY = 'lang';

function endonym(code: string): string {
  return isLocale(code) ? LANGUAGE_NAMES[code] : code;
}

/**
 * Links to the same page in each of the site's languages (spec §4): the proxy stores the choice in the
 * cookie, and this island mirrors it into storage. Plain links, so it works before and without script.
 */
export function LanguageSwitcher() {
  const t = useTranslations('common');
  const locale = useLocale();
  const pathname = usePathname();
  const { languages } = useSite();
  useEffect(() => {
    try {
      window.localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // storage may be unavailable (private mode, an app WebView without it): the cookie still holds
    }
  }, [locale]);
  if (languages.length < 2) return null;
  return (
    <details className="language-switcher">
      <summary>
        <span className="visually-hidden">{t('languageLabel')}: </span>
        {endonym(locale)}
      </summary>
      <ul>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={`${pathname}?lang=${code}`}
              hrefLang={code}
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
            >
              {endonym(code)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
