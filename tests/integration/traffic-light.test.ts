import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

// The sourcing traffic light (docs/decisions/0160) on the seeded markets, and a buyer's report through the
// real API: stored, counted in its market's signal, acknowledged by mail, limited to five a day.
const db = withSeededDatabase('traffic-light', { suppliers: 40, products: 80 });

const loadMarkets = async () => (await import('@/lib/traffic-light/service')).loadMarkets();
const loadCurrentAlerts = async (country?: string) =>
  (await import('@/lib/traffic-light/service')).loadCurrentAlerts(country);

const report = (overrides: Record<string, unknown> = {}) => ({
  countryCode: 'PL',
  category: 'delivery',
  supplier: 'Mazowsze Meble',
  description: 'The chairs arrived three weeks after the agreed date.',
  ...overrides,
});

describe('the sourcing traffic light', () => {
  it('shows every supplier country with its facts, and the current alerts only', async () => {
    const markets = await loadMarkets();
    const codes = markets.map((m) => m.countryCode);
    expect(codes[0]).toBe('CN'); // most suppliers first
    expect(codes).toEqual(expect.arrayContaining(['CN', 'TR', 'VN', 'IN', 'PL']));
    const cn = markets.find((m) => m.countryCode === 'CN');
    // two current amber alerts; the ended holiday closure and the coming power rationing do not count
    expect(cn?.alerts).toHaveLength(2);
    expect(cn?.signal.factors.alerts).toBe('amber');
    expect(markets.find((m) => m.countryCode === 'IN')?.signal.level).toBe('red');
    expect((await loadCurrentAlerts('CN')).map((a) => a.kind).sort()).toEqual(['exportLicence', 'portCongestion']);
    const all = await loadCurrentAlerts();
    expect(all[0]?.level).toBe('red'); // the red alert first
    expect(all.map((a) => a.kind)).not.toContain('holidayClosure');
  });

  it('takes a signed-in buyer’s report, counts it in the market and mails a confirmation', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const before = (await loadMarkets()).find((m) => m.countryCode === 'PL')?.reports ?? 0;
    const res = await callGateway('main', 'blade-purchaser/trafficLight/feedback', {
      body: { lang: 'pl', data: report() },
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect(res.status).toBe(200);
    const reference = (res.body.data as { reference: string }).reference;
    expect(reference).toMatch(/^TL-[2-9A-HJKMNP-Z]{8}$/);
    expect((await loadMarkets()).find((m) => m.countryCode === 'PL')?.reports).toBe(before + 1);
    const { rows } = await db().pool.query(
      `SELECT template, locale, payload->>'market' AS market FROM email_outbox WHERE payload->>'reference' = $1`,
      [reference],
    );
    expect(rows).toEqual([{ template: 'trafficReportReceived', locale: 'pl', market: 'Polska' }]);
  });

  it('asks to sign in, refuses a market without suppliers, and takes five reports a day', async () => {
    const signedOut = await callGateway('main', 'blade-purchaser/trafficLight/feedback', { body: { data: report() } });
    expect(signedOut.status).toBe(401);

    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const send = (data: Record<string, unknown>) =>
      callGateway('main', 'blade-purchaser/trafficLight/feedback', {
        body: { lang: 'en', data: report(data) },
        headers: { authorization: `Bearer ${buyer.token}` },
      });
    const nowhere = await send({ countryCode: 'AQ' });
    expect(nowhere.status).toBe(400);
    expect((nowhere.body.data as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'data.countryCode',
    ]);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send({ description: `Report number ${i} about a late delivery.` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
