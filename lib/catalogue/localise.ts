import type { Locale } from '@/lib/i18n/locales';

export type LocalisedFields = { en: string; cn: string; local: Partial<Record<string, string>> };

/**
 * spec §3 language-dependent fields (base name + Cn, En or Local): Chinese readers get the Cn value,
 * everyone else their Local value when the catalogue has one, then En, then Cn.
 */
export function pickLocalised(locale: Locale, fields: LocalisedFields): string {
  if (locale === 'zh') return fields.cn || fields.en;
  if (locale !== 'en') {
    const local = fields.local[locale];
    if (local) return local;
  }
  return fields.en || fields.cn;
}
