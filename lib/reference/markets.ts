/**
 * The regions a supplier names as its main markets, stored by their English names and named in each
 * language by the messages (reference.markets). A market the list does not hold is shown as entered.
 */
export const MARKETS = {
  northAmerica: 'North America',
  westernEurope: 'Western Europe',
  easternEurope: 'Eastern Europe',
  middleEast: 'Middle East',
  southeastAsia: 'Southeast Asia',
  southAmerica: 'South America',
  africa: 'Africa',
  oceania: 'Oceania',
  southAsia: 'South Asia',
  eastAsia: 'East Asia',
} as const;
export type MarketKey = keyof typeof MARKETS;

const KEY_BY_NAME = new Map<string, MarketKey>(
  (Object.entries(MARKETS) as [MarketKey, string][]).map(([key, name]) => [name, key]),
);

/** The message key of a stored market name, if it is one of ours. */
function marketKey(name: string): MarketKey | undefined {
  return KEY_BY_NAME.get(name);
}

/** Stored market names in the reader's language: ours by `name(key)`, any other as entered. */
export function nameMarkets(names: readonly string[], name: (key: MarketKey) => string): string[] {
  return names.map((stored) => {
    const key = marketKey(stored);
    return key ? name(key) : stored;
  });
}
