/**
 * spec §9 number formatting: 0 decimals by default, '.' as the decimal separator, ',' between
 * thousands, and rounding up when decimals are given.
 */
export function formatNumber(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '';
  const factor = 10 ** decimals;
  // toPrecision strips binary noise first (1.1 * 100 is 110.00000000000001, which must not round up).
  const scaled = Number((value * factor).toPrecision(12));
  const rounded = decimals > 0 ? Math.ceil(scaled) / factor : Math.round(scaled);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

const CURRENCY_SYMBOLS: Record<string, string> = { USD: 'US$', EUR: '€', CNY: '¥', GBP: '£', JPY: '¥' };

/** Money kept as integer minor units; two decimals for every currency the catalogue uses. */
export function formatMoney(minorUnits: number, currency: string): string {
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  return `${symbol}${formatNumber(minorUnits / 100, 2)}`;
}

/**
 * The values of a count message ("{count, plural, one {{countText} product} …}"): each number for the
 * plural's choice and, as `{name}Text`, the number as spec §9 writes it ("97,052" in every language).
 * ICU's `#` would write the reader's own separators ("97.052" in Vietnamese, "97 052" in Russian) beside
 * prices and quantities written with commas.
 */
export function countValues<K extends string>(
  values: Record<K, number>,
): Record<K, number> & Record<`${K}Text`, string> {
  return withCountTexts(values) as Record<K, number> & Record<`${K}Text`, string>;
}

/**
 * Message values with each number's spec §9 text beside it (`{name}Text`), for messages whose values
 * are mixed or known only at run time (an API answer's message).
 */
export function withCountTexts(values: Record<string, string | number>): Record<string, string | number> {
  const out: Record<string, string | number> = { ...values };
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'number') out[`${name}Text`] = formatNumber(value);
  return out;
}

/**
 * A product's price as cards and rows show it: one amount, or its tiers' range as `range` words it
 * (catalogue.priceRange); null without prices.
 */
export function formatPrice(
  {
    priceMinMinor: min,
    priceMaxMinor: max,
    currency,
  }: { priceMinMinor: number | null; priceMaxMinor: number | null; currency: string },
  range: (min: string, max: string) => string,
): string | null {
  if (min === null || max === null) return null;
  return min === max ? formatMoney(min, currency) : range(formatMoney(min, currency), formatMoney(max, currency));
}
