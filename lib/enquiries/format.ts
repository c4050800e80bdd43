import { formatNumber } from '@/lib/format/number';

/** An enquiry's quantity as written everywhere: the number (spec §9 formatting), then the unit's name. */
export function quantityText(enquiry: { quantity: number | null; unit: string | null }): string {
  if (enquiry.quantity === null) return '';
  return `${formatNumber(enquiry.quantity)} ${enquiry.unit ?? ''}`.trim();
}
