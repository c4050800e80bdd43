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

export type UnitRow = {
  code: string;
  nameEn: string;
  nameEnPlural: string;
  nameCn: string;
  names: Partial<Record<string, string>> | null;
  singularNames: Partial<Record<string, string>> | null;
};

/**
 * A unit's names in the reader's language: after a quantity ("600 piezas") and of one, for "per unit"
 * prices ("por pieza"); the languages that write one form for both store it once (lib/seed/unit-names.ts).
 */
export function unitName(locale: Locale, unit: UnitRow | null) {
  if (!unit) return { code: '', name: '', singular: '' };
  if (locale === 'en') return { code: unit.code, name: unit.nameEnPlural, singular: unit.nameEn };
  const name = pickLocalised(locale, { en: unit.nameEnPlural, cn: unit.nameCn, local: unit.names ?? {} });
  const singular = (locale !== 'zh' && unit.singularNames?.[locale]) || name;
  return { code: unit.code, name, singular };
}
