import type { Locale } from '@/lib/i18n/locales';

/** A country or region code in the reader's language (Intl.DisplayNames), or the code itself. */
export function regionName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
