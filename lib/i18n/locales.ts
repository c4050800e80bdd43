/** spec §3: the 19 supported languages. `id_id` is carried as `id` everywhere (and sent to the API as `id`). */
export const LOCALES = [
  'zh',
  'en',
  'ar',
  'tr',
  'pl',
  'es',
  'pt',
  'ru',
  'fa',
  'ms',
  'id',
  'ja',
  'ko',
  'de',
  'th',
  'tl',
  'vi',
  'my',
  'km',
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language's name in itself, for the language switcher. A fixed table rather than
 * Intl.DisplayNames: Node's and the browsers' ICU data name some languages differently, and the server's
 * HTML must match what the browser renders.
 */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  zh: '中文',
  en: 'English',
  ar: 'العربية',
  tr: 'Türkçe',
  pl: 'Polski',
  es: 'Español',
  pt: 'Português',
  ru: 'Русский',
  fa: 'فارسی',
  ms: 'Bahasa Melayu',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  th: 'ไทย',
  tl: 'Tagalog',
  vi: 'Tiếng Việt',
  my: 'မြန်မာ',
  km: 'ខ្មែរ',
};

/** spec §4: right-to-left for ar and fa. */
const RTL: ReadonlySet<Locale> = new Set(['ar', 'fa']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL.has(locale) ? 'rtl' : 'ltr';
}

/** A language code as people and browsers write it ('id_id', 'zh-CN', 'PT-br') to one of ours, if any. */
export function normaliseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const lower = value.trim().toLowerCase().replace('_', '-');
  if (isLocale(lower)) return lower;
  const primary = lower.split('-')[0];
  return isLocale(primary) ? primary : undefined;
}
