import type { SupplierMeeting, SupplierMeetingGroups } from './schemas';
import { regionName } from '@/lib/catalogue/region';
import type { Locale } from '@/lib/i18n/locales';
import { formatMeetingTime } from './format';

/** A request as the workspace shows it: times and the buyer's country written on the server, once. */
export type SupplierMeetingView = SupplierMeeting & {
  /** The proposal in the buyer's time zone. */
  when: string;
  /** The same time in the supplier's own zone, when known and different. */
  whenSupplier: string | null;
  country: string | null;
};
export type SupplierMeetingViews = {
  pending: SupplierMeetingView[];
  upcoming: SupplierMeetingView[];
  earlier: SupplierMeetingView[];
};

/** The workspace's lists with their texts (the server and the browser may write dates differently). */
export function toSupplierViews(
  groups: SupplierMeetingGroups,
  locale: Locale,
  supplierZone: string | null,
): SupplierMeetingViews {
  const view = (m: SupplierMeeting): SupplierMeetingView => ({
    ...m,
    when: formatMeetingTime(locale, m.proposedAt, m.timeZone),
    whenSupplier:
      supplierZone && supplierZone !== m.timeZone ? formatMeetingTime(locale, m.proposedAt, supplierZone) : null,
    country: m.buyer.countryCode ? regionName(m.buyer.countryCode, locale) : null,
  });
  return { pending: groups.pending.map(view), upcoming: groups.upcoming.map(view), earlier: groups.earlier.map(view) };
}
