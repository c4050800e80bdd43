import 'server-only';
import { createTranslator } from 'use-intl/core';
import { eq } from 'drizzle-orm';
import { getPool, getDb } from '@/lib/db/client';
import { accounts, trafficReports } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/catalogue';
import { deliverSoon, enqueueMail } from '@/lib/mail/outbox';
import { regionName } from '@/lib/catalogue/region';
import { createLimiter } from '@/lib/rate-limit/limiters';
import { newReference } from '@/lib/support/reference';
import {
  ALERT_KINDS,
  REPORT_LIMITS,
  REPORT_WINDOW_DAYS,
  marketSignal,
  type AlertKind,
  type MarketFacts,
  type Signal,
  type TrafficReportData,
} from './rules';

export type Market = MarketFacts & { countryCode: string; signal: Signal };
export type Alert = {
  id: number;
  countryCode: string;
  kind: AlertKind;
  level: 'amber' | 'red';
  params: Record<string, string>;
  startsAt: string;
  endsAt: string;
};

type MarketRow = {
  country_code: string;
  suppliers: number;
  verified: number;
  response_rate: number | null;
  reports: number;
  alerts: ('amber' | 'red')[] | null;
};

/**
 * The markets with suppliers, their facts and signal (most suppliers first): one statement over the
 * suppliers by country (a few thousand rows at a million products), the reports of the window and the
 * current alerts.
 */
export async function loadMarkets(now = new Date()): Promise<Market[]> {
  const { rows } = await getPool().query<MarketRow>(
    `SELECT s.country_code, s.suppliers, s.verified, s.response_rate,
            coalesce(r.reports, 0)::int AS reports, a.alerts
       FROM (SELECT country_code, count(*)::int AS suppliers, count(*) FILTER (WHERE verified)::int AS verified,
                    round(avg(response_rate))::int AS response_rate
               FROM suppliers GROUP BY country_code) s
       LEFT JOIN (SELECT country_code, count(*) AS reports FROM traffic_reports
                   WHERE created_at > $1::timestamptz - make_interval(days => $2) GROUP BY country_code) r
              ON r.country_code = s.country_code
       LEFT JOIN (SELECT country_code, array_agg(level) AS alerts FROM market_alerts
                   WHERE starts_at <= $1 AND ends_at > $1 GROUP BY country_code) a
              ON a.country_code = s.country_code
      ORDER BY s.suppliers DESC, s.country_code`,
    [now.toISOString(), REPORT_WINDOW_DAYS],
  );
  return rows.map((row) => {
    const facts: MarketFacts = {
      suppliers: row.suppliers,
      verified: row.verified,
      responseRate: row.response_rate,
      reports: row.reports,
      alerts: row.alerts ?? [],
    };
    return { countryCode: row.country_code.trim(), ...facts, signal: marketSignal(facts) };
  });
}

const isAlertKind = (kind: string): kind is AlertKind => (ALERT_KINDS as readonly string[]).includes(kind);

/** The current alerts, red before amber and newest first; of one market when `countryCode` is given. */
export async function loadCurrentAlerts(countryCode?: string, now = new Date()): Promise<Alert[]> {
  const { rows } = await getPool().query<{
    id: string;
    country_code: string;
    kind: string;
    level: 'amber' | 'red';
    params: Record<string, string>;
    starts_at: Date;
    ends_at: Date;
  }>(
    `SELECT id, country_code, kind, level, params, starts_at, ends_at FROM market_alerts
      WHERE starts_at <= $1 AND ends_at > $1 AND ($2::text IS NULL OR country_code = $2)
      ORDER BY level = 'red' DESC, starts_at DESC, id DESC`,
    [now.toISOString(), countryCode ?? null],
  );
  return rows
    .filter((row) => isAlertKind(row.kind))
    .map((row) => ({
      id: Number(row.id),
      countryCode: row.country_code.trim(),
      kind: row.kind as AlertKind,
      level: row.level,
      params: row.params,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
    }));
}

let reportLimiter: ReturnType<typeof createLimiter> | undefined;

export type ReportContext = { accountId: number; locale: Locale };
export type ReportOutcome = { sent: true; reference: string } | { sent: false; reason: 'tooMany' | 'unknownMarket' };

type TrafficMessages = typeof import('@/messages/en/trafficLight.json');

/**
 * A buyer's report of a problem (/trafficLight/feedback): stored (it counts in the market's signal for
 * 90 days) and acknowledged by mail in one transaction; at most 5 a day per buyer.
 */
export async function sendTrafficReport(data: TrafficReportData, context: ReportContext): Promise<ReportOutcome> {
  const markets = await loadMarkets();
  if (!markets.some((m) => m.countryCode === data.countryCode)) return { sent: false, reason: 'unknownMarket' };
  reportLimiter ??= createLimiter('sf-traffic-report', REPORT_LIMITS.perAccountDay, 86_400);
  try {
    await reportLimiter.consume(String(context.accountId));
  } catch {
    return { sent: false, reason: 'tooMany' };
  }
  const trafficLight = (await loadMessages(context.locale)).trafficLight as TrafficMessages;
  const t = createTranslator({ locale: context.locale, messages: { trafficLight }, namespace: 'trafficLight' });
  const reference = newReference('TL');
  const [buyer] = await getDb()
    .select({ email: accounts.email })
    .from(accounts)
    .where(eq(accounts.id, context.accountId));
  await getDb().transaction(async (tx) => {
    await tx.insert(trafficReports).values({
      reference,
      accountId: context.accountId,
      countryCode: data.countryCode,
      category: data.category,
      supplier: data.supplier ?? null,
      description: data.description,
      lang: context.locale,
    });
    if (!buyer) return;
    await enqueueMail(tx, {
      to: buyer.email,
      template: 'trafficReportReceived',
      locale: context.locale,
      payload: {
        name: buyer.email,
        reference,
        market: regionName(data.countryCode, context.locale),
        category: t(`category.${data.category}`),
      },
    });
  });
  deliverSoon();
  return { sent: true, reference };
}
