/**
 * The time zone of a country that has exactly one (client-safe). A supplier's profile has a country
 * but no time zone; where the country has one zone it is the supplier's, elsewhere it is unknown and
 * the meeting form shows the buyer's time only.
 */
const SINGLE_ZONE: Record<string, string> = {
  AE: 'Asia/Dubai',
  AT: 'Europe/Vienna',
  BD: 'Asia/Dhaka',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  CN: 'Asia/Shanghai',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  EG: 'Africa/Cairo',
  FI: 'Europe/Helsinki',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  GR: 'Europe/Athens',
  HK: 'Asia/Hong_Kong',
  HU: 'Europe/Budapest',
  IE: 'Europe/Dublin',
  IL: 'Asia/Jerusalem',
  IN: 'Asia/Kolkata',
  IR: 'Asia/Tehran',
  IT: 'Europe/Rome',
  JP: 'Asia/Tokyo',
  KH: 'Asia/Phnom_Penh',
  KR: 'Asia/Seoul',
  LK: 'Asia/Colombo',
  MM: 'Asia/Yangon',
  MY: 'Asia/Kuala_Lumpur',
  NG: 'Africa/Lagos',
  NL: 'Europe/Amsterdam',
  NO: 'Europe/Oslo',
  NZ: 'Pacific/Auckland',
  PH: 'Asia/Manila',
  PK: 'Asia/Karachi',
  PL: 'Europe/Warsaw',
  QA: 'Asia/Qatar',
  RO: 'Europe/Bucharest',
  SA: 'Asia/Riyadh',
  SE: 'Europe/Stockholm',
  SG: 'Asia/Singapore',
  TH: 'Asia/Bangkok',
  TR: 'Europe/Istanbul',
  TW: 'Asia/Taipei',
  VN: 'Asia/Ho_Chi_Minh',
  ZA: 'Africa/Johannesburg',
};

/** The country's time zone when it has only one; null for unknown or several (US, BR, MX, ID, RU ...). */
export function countryTimeZone(countryCode: string | null | undefined): string | null {
  return (countryCode && SINGLE_ZONE[countryCode.toUpperCase()]) || null;
}
