import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getCountries, getPaymentTerms, getShipmentTerms } from '@/lib/reference/service';

/** The reader's names of an RFQ's or quotation's codes: payment term, Incoterm, countries. */
export async function codeNames(locale: Locale) {
  const [payment, shipment, countries] = await Promise.all([
    getPaymentTerms(locale),
    getShipmentTerms(locale),
    getCountries(locale),
  ]);
  const lookup = (list: { code: string; name: string }[]) => {
    const map = new Map(list.map((item) => [item.code, item.name]));
    return (code: string | null) => (code ? (map.get(code) ?? code) : null);
  };
  return { paymentTerm: lookup(payment), shipmentTerm: lookup(shipment), country: lookup(countries) };
}
