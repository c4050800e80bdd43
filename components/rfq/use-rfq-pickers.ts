'use client';

import { useQuery } from '@tanstack/react-query';
import { gatewayQueries } from '@/lib/gateway/queries';

/** spec §7 pickers of the RFQ and quotation forms: categories, units, payment terms, Incoterms, countries. */
export function useRfqPickers() {
  const categories = useQuery(gatewayQueries.rfqCategory());
  const units = useQuery(gatewayQueries.nameOfUnit());
  const paymentTerms = useQuery(gatewayQueries.paymentTerms());
  const shipmentTerms = useQuery(gatewayQueries.shipmentTerm());
  const countries = useQuery(gatewayQueries.countries());
  const all = [categories, units, paymentTerms, shipmentTerms, countries];
  return {
    categories: categories.data ?? [],
    units: units.data ?? [],
    paymentTerms: paymentTerms.data ?? [],
    shipmentTerms: shipmentTerms.data ?? [],
    countries: countries.data ?? [],
    loading: all.some((q) => q.isPending),
    failed: all.some((q) => q.isError),
    retry: () => all.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}

/** Categories grouped by industry, for one <optgroup> each. */
export function groupByIndustry<T extends { industryId: number; industryName: string }>(categories: readonly T[]) {
  const groups = new Map<number, { name: string; items: T[] }>();
  for (const category of categories) {
    const group = groups.get(category.industryId) ?? { name: category.industryName, items: [] };
    group.items.push(category);
    groups.set(category.industryId, group);
  }
  return [...groups.entries()].map(([id, group]) => ({ id, ...group }));
}
