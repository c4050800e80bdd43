import { DEFAULT_LOCALE, normaliseLocale, type Locale } from './locales';

/** Browser languages in preference order, from an Accept-Language header. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * spec §4 language: the ?lang= parameter, else the stored choice, else the browser's language, else
 * English. On a site that offers only some languages, the first of those choices it offers wins, and
 * failing all, the site's own default language.
 */
export function negotiateLocale(input: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
  offered?: readonly Locale[];
  fallback?: Locale;
}): Locale {
  const offered = (l: Locale | undefined): l is Locale =>
    l !== undefined && (!input.offered || input.offered.includes(l));
  const candidates = [
    normaliseLocale(input.query),
    normaliseLocale(input.cookie),
    ...parseAcceptLanguage(input.acceptLanguage).map(normaliseLocale),
  ];
  return candidates.find(offered) ?? input.fallback ?? DEFAULT_LOCALE;
}
