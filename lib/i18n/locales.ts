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
