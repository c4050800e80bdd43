import { z } from 'zod';
import { optionalText, text } from '@/lib/validation/text';

/**
 * The sourcing traffic light (spec §1, §2: not shown; docs/decisions/0160): a green, amber or red signal
 * per sourcing market (the country suppliers are in), from four facts, each with its own light; the
 * market's signal is the worst of them. Client-safe: the pages, the form and the tests share it.
 */
export const LEVELS = ['green', 'amber', 'red'] as const;
export type Level = (typeof LEVELS)[number];

export const ALERT_KINDS = [
  'portCongestion',
  'holidayClosure',
  'exportLicence',
  'fraudPattern',
  'powerRationing',
  'currencySwing',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
/** The message keys an alert's parameters may name (`trafficLight.place.*`, `trafficLight.goods.*`). */
export const ALERT_PLACES = ['ningbo', 'guangdong', 'hochiminh'] as const;
export const ALERT_GOODS = ['drones', 'batteries'] as const;

export const THRESHOLDS = {
  /** Share of verified suppliers below which a market is amber, and red. */
  verifiedAmber: 0.5,
  verifiedRed: 0.3,
  /** Average response rate (percent) below which a market is amber. */
  responseAmber: 70,
  /** Buyer reports in 90 days per 100 suppliers from which a market is amber, and red. */
  reportsAmber: 2,
  reportsRed: 5,
} as const;

/** How many days a buyer's report counts in its market's signal. */
export const REPORT_WINDOW_DAYS = 90;

export type MarketFacts = {
  suppliers: number;
  verified: number;
  /** Average of the suppliers' response rates (percent), null when none has one. */
  responseRate: number | null;
  reports: number;
  /** The levels of the market's current alerts. */
  alerts: readonly ('amber' | 'red')[];
};

export type Factor = 'verified' | 'response' | 'reports' | 'alerts';
export type Signal = { level: Level; factors: Record<Factor, Level> };

const worst = (levels: readonly Level[]): Level =>
  levels.includes('red') ? 'red' : levels.includes('amber') ? 'amber' : 'green';

/**
 * Markets with fewer suppliers than this are judged as if they had this many for reports (one report about
 * the one supplier of a small market is amber, not red), and by whether any supplier is verified.
 */
export const SMALL_MARKET = 50;
const VERIFIED_SAMPLE = 5;

/** Reports per 100 suppliers (at least SMALL_MARKET counted), to one decimal. */
export function reportsPerHundred(facts: Pick<MarketFacts, 'reports' | 'suppliers'>): number {
  return Math.round((facts.reports / Math.max(facts.suppliers, SMALL_MARKET)) * 1000) / 10;
}

function verifiedLevel({ suppliers, verified }: Pick<MarketFacts, 'suppliers' | 'verified'>): Level {
  if (suppliers < VERIFIED_SAMPLE) return verified > 0 ? 'green' : 'amber';
  const share = verified / suppliers;
  return share < THRESHOLDS.verifiedRed ? 'red' : share < THRESHOLDS.verifiedAmber ? 'amber' : 'green';
}

export function marketSignal(facts: MarketFacts): Signal {
  const perHundred = reportsPerHundred(facts);
  const factors: Record<Factor, Level> = {
    verified: verifiedLevel(facts),
    response: facts.responseRate !== null && facts.responseRate < THRESHOLDS.responseAmber ? 'amber' : 'green',
    reports: perHundred >= THRESHOLDS.reportsRed ? 'red' : perHundred >= THRESHOLDS.reportsAmber ? 'amber' : 'green',
    alerts: worst(facts.alerts),
  };
  return { level: worst(Object.values(factors)), factors };
}

// A buyer's report (/trafficLight/feedback).
export const REPORT_CATEGORIES = ['fraud', 'quality', 'delivery', 'communication', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_LIMITS = { supplierMax: 200, descriptionMin: 20, descriptionMax: 2000, perAccountDay: 5 } as const;

export const trafficReportData = z.strictObject({
  countryCode: text()
    .trim()
    .regex(/^[A-Z]{2}$/, { message: 'choose' }),
  category: z.enum(REPORT_CATEGORIES, { message: 'choose' }),
  supplier: optionalText(REPORT_LIMITS.supplierMax),
  description: text()
    .trim()
    .min(1, { message: 'required' })
    .min(REPORT_LIMITS.descriptionMin, { message: 'minlength' })
    .max(REPORT_LIMITS.descriptionMax, { message: 'maxlength' }),
});
export type TrafficReportData = z.output<typeof trafficReportData>;

export const trafficReportSent = z.strictObject({ reference: z.string() });
