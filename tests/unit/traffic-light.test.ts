import { marketSignal, reportsPerHundred, trafficReportData, type MarketFacts } from '@/lib/traffic-light/rules';
import { policyBlocks, siteVariant } from '@/lib/policies/variants';

const facts = (overrides: Partial<MarketFacts> = {}): MarketFacts => ({
  suppliers: 200,
  verified: 120,
  responseRate: 85,
  reports: 0,
  alerts: [],
  ...overrides,
});

describe('the traffic light signal (docs/decisions/0160)', () => {
  it('is green when every fact is, and the worst fact otherwise', () => {
    expect(marketSignal(facts())).toEqual({
      level: 'green',
      factors: { verified: 'green', response: 'green', reports: 'green', alerts: 'green' },
    });
    expect(marketSignal(facts({ responseRate: 65 })).level).toBe('amber');
    expect(marketSignal(facts({ alerts: ['amber', 'red'] })).level).toBe('red');
    expect(marketSignal(facts({ verified: 80, responseRate: 65 }))).toMatchObject({
      level: 'amber',
      factors: { verified: 'amber', response: 'amber' },
    });
    expect(marketSignal(facts({ verified: 40 })).factors.verified).toBe('red');
  });

  it('counts reports per hundred suppliers, a small market as if it had fifty', () => {
    expect(reportsPerHundred({ reports: 4, suppliers: 200 })).toBe(2);
    expect(marketSignal(facts({ reports: 4 })).factors.reports).toBe('amber');
    expect(marketSignal(facts({ reports: 10 })).factors.reports).toBe('red');
    // one report about the one supplier of a market: 2 per hundred, not 100
    expect(reportsPerHundred({ reports: 1, suppliers: 1 })).toBe(2);
    expect(marketSignal(facts({ suppliers: 1, verified: 1, reports: 1 })).level).toBe('amber');
  });

  it('judges a market of fewer than five suppliers by whether any is verified', () => {
    expect(marketSignal(facts({ suppliers: 1, verified: 0 })).factors.verified).toBe('amber');
    expect(marketSignal(facts({ suppliers: 3, verified: 1 })).factors.verified).toBe('green');
    // without any response rate the fact says nothing against the market
    expect(marketSignal(facts({ responseRate: null })).factors.response).toBe('green');
  });

  it('takes a report with a market code, a category and 20 to 2,000 characters', () => {
    const ok = trafficReportData.safeParse({
      countryCode: 'CN',
      category: 'delivery',
      supplier: '  ',
      description: '  The goods arrived three weeks late.  ',
    });
    expect(ok.success && ok.data).toEqual({
      countryCode: 'CN',
      category: 'delivery',
      supplier: undefined,
      description: 'The goods arrived three weeks late.',
    });
    const bad = trafficReportData.safeParse({ countryCode: 'China', category: 'late', description: 'Late' });
    expect(bad.success ? [] : bad.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['countryCode', 'choose'],
      ['category', 'choose'],
      ['description', 'minlength'],
    ]);
  });
});

describe('policy texts and variants (docs/decisions/0159)', () => {
  it('reads paragraphs and "- " lists from a body', () => {
    expect(policyBlocks('Intro line.\n\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'paragraph', text: 'Intro line.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('gives the Turkish and Japanese sites their own policy and every other site the default', () => {
    expect(siteVariant('tr')).toBe('tr');
    expect(siteVariant('jp')).toBe('jp');
    expect(siteVariant('global')).toBe('default');
    expect(siteVariant('pl')).toBe('default');
  });
});
