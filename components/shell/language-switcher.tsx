'use client';

import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { isLocale, LANGUAGE_NAMES } from '@/lib/i18n/locales';
import { useSite } from './site-context';

const STORAGE_KEY = 'lang';

function endonym(code: string): string {
  return isLocale(code) ? LANGUAGE_NAMES[code] : code;
}

/**
 * The same page in another language: its path and query with only `lang` changed. The query is what
 * makes many pages what they are (a supplier's enquiry form, a search's keyword, a list's page and sort,
 * the meeting request's supplier): without it the link would lead elsewhere (spec §4: the page re-renders
 * in the new language).
 */
function languageHref(pathname: string, query: URLSearchParams | null, code: string): string {
  const params = new URLSearchParams(query ?? undefined);
  params.delete('lang');
  params.append('lang', code);
  return `${pathname}?${params.toString()}`;
}

type LinksProps = { languages: readonly string[]; locale: string; pathname: string };

function LanguageLinks({ languages, locale, pathname, query }: LinksProps & { query: URLSearchParams | null }) {
  return (
    <ul>
      {languages.map((code) => (
        <li key={code}>
          <a
            href={languageHref(pathname, query, code)}
            hrefLang={code}
            lang={code}
            aria-current={code === locale ? 'true' : undefined}
          >
            {endonym(code)}
          </a>
        </li>
      ))}
    </ul>
  );
}

function LanguageLinksOfQuery(props: LinksProps) {
  return <LanguageLinks {...props} query={useSearchParams()} />;
}

/**
 * Links to the same page in each of the site's languages (spec §4): the proxy stores the choice in the
 * cookie, and this island mirrors it into storage. Plain links, so it works before and without script.
 */
export function LanguageSwitcher() {
  const t = useTranslations('common');
  const locale = useLocale();
  const pathname = usePathname();
  const { languages, device } = useSite();
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
      {/* on a phone the header has room for the language's code only ("Bahasa Indonesia" pushed the
          sign-in button off a 375 px screen); its name is still read out, and the code is part of it */}
      <summary>
        {device === 'mobile' ? (
          <>
            <span className="visually-hidden">
              {t('languageLabel')}: {endonym(locale)},{' '}
            </span>
            <span className="language-switcher__code">{locale.toUpperCase()}</span>
          </>
        ) : (
          <>
            <span className="visually-hidden">{t('languageLabel')}: </span>
            {endonym(locale)}
          </>
        )}
      </summary>
      {/* Pages are rendered per request, so the query is known on the server, and no page under the shell
          is prerendered. No Suspense boundary: React writes a finished boundary of over 500 bytes in a page
          of over 12.8 KB after the page, with a fallback copy of it and its reveal script (0.5 KB gzipped
          of the document's first round trip; ARCHITECTURE.md "Catalogue pages in one round trip"). */}
      <LanguageLinksOfQuery languages={languages} locale={locale} pathname={pathname} />
    </details>
  );
}
