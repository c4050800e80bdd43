import { joinWithComma } from '@/lib/i18n/join';
import type { Locale } from '@/lib/i18n/locales';

const displayNames = new Map<Locale, Intl.DisplayNames | null>();

/**
 * Region names in a language: one Intl.DisplayNames per language, built on first use and kept (building one
 * costs far more than the lookups a page makes).
 */
export function regionNamesOf(locale: Locale): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/** A country or region code in the reader's language (Intl.DisplayNames), or the code itself. */
export function regionName(code: string, locale: Locale): string {
  try {
    return regionNamesOf(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Where a supplier is: its city and its country in the reader's language ("Shenzhen, Çin"). */
export function placeName(city: string | null, countryCode: string, locale: Locale): string {
  return joinWithComma([city, regionName(countryCode, locale)], locale);
}
