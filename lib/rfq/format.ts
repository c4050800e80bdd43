import { formatMoney, formatNumber } from '@/lib/format/number';

/** A date (ISO timestamp or YYYY-MM-DD) in the reader's language, in UTC so every reader sees the same day. */
export function formatDay(value: string, locale: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}

/** A price in major units (12.5) with its currency, spec §9 number formatting. */
export function formatPrice(price: number, currency: string): string {
  return formatMoney(Math.round(price * 100), currency);
}

/** A quantity with spec §9's thousands separator. */
export function formatQuantity(quantity: number): string {
  return formatNumber(quantity);
}

/**
 * A quantity with its unit ("2,000 Pieces"), never broken across lines; Chinese and Japanese write
 * them together ("2,000件").
 */
export function formatQuantityOf(quantity: number, unit: string, locale: string): string {
  const gap = locale === 'zh' || locale === 'ja' ? '' : '\u00a0';
  return `${formatNumber(quantity)}${gap}${unit}`;
}
