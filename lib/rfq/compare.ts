/**
 * Comparing quotations side by side (client-safe, pure): the unit price at the buyer's quantity, the
 * order of the columns, whether the currencies differ. Nothing is converted between currencies.
 */

export type PriceTier = { minQuantity: number; priceMinor: number };

export type PickedTier = {
  tier: PriceTier;
  /** The buyer's quantity is below the first tier: its price is shown, marked as not reached. */
  belowFirstTier: boolean;
};

/**
 * The tier that prices `quantity`: the one with the largest minimum quantity not above it. Below
 * every tier, the first one, flagged. No tiers: null.
 */
export function pickTier(tiers: readonly PriceTier[], quantity: number): PickedTier | null {
  const sorted = [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
  const first = sorted[0];
  if (!first) return null;
  let picked = first;
  for (const tier of sorted) if (tier.minQuantity <= quantity) picked = tier;
  return { tier: picked, belowFirstTier: quantity < first.minQuantity };
}

export type Comparable = {
  quotationId: number;
  currency: string;
  /** The unit price at the buyer's quantity; null without tiers. */
  unitPrice: number | null;
  leadTimeDays: number;
  expired: boolean;
};

export const COMPARE_SORTS = ['price', 'leadTime'] as const;
export type CompareSort = (typeof COMPARE_SORTS)[number];

export function readCompareSort(value: string | undefined): CompareSort {
  return value === 'leadTime' ? 'leadTime' : 'price';
}

/** The currencies in use, the RFQ's own first, then alphabetically. */
export function currenciesOf(rows: readonly Pick<Comparable, 'currency'>[], rfqCurrency: string): string[] {
  const set = [...new Set(rows.map((row) => row.currency))];
  return set.sort((a, b) => (a === rfqCurrency ? -1 : b === rfqCurrency ? 1 : a.localeCompare(b)));
}

/**
 * Quotations in comparison order. Expired ones go last (they cannot be accepted). By price, prices are
 * only compared within a currency: the RFQ's currency first, each other currency as its own group.
 * By lead time, the shortest first, then the cheaper within a currency. Ties: the earlier quotation.
 */
export function sortQuotations<T extends Comparable>(rows: readonly T[], sort: CompareSort, rfqCurrency: string): T[] {
  const currencyRank = new Map(currenciesOf(rows, rfqCurrency).map((c, i) => [c, i]));
  const price = (row: T) => row.unitPrice ?? Number.POSITIVE_INFINITY;
  const byPrice = (a: T, b: T) =>
    (currencyRank.get(a.currency) ?? 0) - (currencyRank.get(b.currency) ?? 0) || price(a) - price(b);
  return [...rows].sort((a, b) => {
    if (a.expired !== b.expired) return a.expired ? 1 : -1;
    const order =
      sort === 'price'
        ? byPrice(a, b)
        : a.leadTimeDays - b.leadTimeDays || (a.currency === b.currency ? price(a) - price(b) : 0);
    return order || a.quotationId - b.quotationId;
  });
}

/** The cheapest valid quotation of each currency, for the "lowest price" mark. */
export function lowestByCurrency(rows: readonly Comparable[]): Set<number> {
  const best = new Map<string, Comparable>();
  for (const row of rows) {
    if (row.expired || row.unitPrice === null) continue;
    const current = best.get(row.currency);
    if (!current || (current.unitPrice ?? Infinity) > row.unitPrice) best.set(row.currency, row);
  }
  return new Set([...best.values()].map((row) => row.quotationId));
}
