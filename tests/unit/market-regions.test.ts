import { describe, expect, it } from 'vitest';
import { MARKETS } from '@/lib/reference/markets';
import { marketsOfCountry } from '@/lib/reference/market-regions';

describe('the main-market regions a country belongs to', () => {
  it('places the country sites’ countries in the regions suppliers sell to', () => {
    expect(marketsOfCountry('JP')).toEqual(['East Asia']);
    expect(marketsOfCountry('PL')).toEqual(['Eastern Europe']);
    expect(marketsOfCountry('TR')).toEqual(['Middle East', 'Eastern Europe']);
    expect(marketsOfCountry('MX')).toEqual(['North America', 'South America']);
  });

  it('follows the UN regions, with trade usage where it differs', () => {
    expect(marketsOfCountry('de')).toEqual(['Western Europe']);
    expect(marketsOfCountry('SE')).toEqual(['Western Europe']);
    expect(marketsOfCountry('LT')).toEqual(['Eastern Europe']);
    expect(marketsOfCountry('EG')).toEqual(['Africa', 'Middle East']);
    expect(marketsOfCountry('KE')).toEqual(['Africa']);
    expect(marketsOfCountry('IR')).toEqual(['Middle East']);
    expect(marketsOfCountry('IN')).toEqual(['South Asia']);
    expect(marketsOfCountry('TW')).toEqual(['East Asia']);
    expect(marketsOfCountry('NZ')).toEqual(['Oceania']);
    expect(marketsOfCountry('BR')).toEqual(['South America']);
    expect(marketsOfCountry('US')).toEqual(['North America']);
  });

  it('names no region for a country none of the ten takes in, or an unknown code', () => {
    expect(marketsOfCountry('KZ')).toEqual([]);
    expect(marketsOfCountry('AQ')).toEqual([]);
    expect(marketsOfCountry('ZZ')).toEqual([]);
  });

  it('gives every ISO country at most the stored names of the ten regions', async () => {
    const { getAlpha2Codes } = await import('i18n-iso-countries');
    const names = new Set<string>(Object.values(MARKETS));
    const unplaced: string[] = [];
    for (const code of Object.keys(getAlpha2Codes())) {
      const markets = marketsOfCountry(code);
      for (const m of markets) expect(names.has(m)).toBe(true);
      if (markets.length === 0) unplaced.push(code);
    }
    // Central Asia and Antarctica
    expect(unplaced.sort()).toEqual(['AQ', 'KG', 'KZ', 'TJ', 'TM', 'UZ']);
  });
});
