import { automaticConsent, CONSENT_COOKIE } from '@/lib/consent/cookie';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

// spec §4, §9: no analytics without consent in Germany and Poland, and none after a refusal anywhere. The
// site's own gate holds its events (tests/e2e/consent.spec.ts); the server holds every other sender to it.
const db = withSeededDatabase('tracking-consent');

const GERMANY = '85.214.132.117';
const POLAND = '83.0.0.1';
const UNITED_STATES = '8.8.8.8';

function cookieOf(categories: string[], auto = false): string {
  const consent = { ...automaticConsent('en', 'US'), categories, data: auto ? { auto: true, country: 'US' } : null };
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(consent))}`;
}

async function send(path: string, data: Record<string, unknown>, ip: string, cookie?: string) {
  const [gateway = '', ...rest] = path.split('/');
  const res = await callGateway(gateway, rest.join('/'), { body: { data }, ip, headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return (res.body.data as { recorded: boolean }).recorded;
}

async function rowsFor(visitorId: string): Promise<number> {
  const { rows } = await db().pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM tracking_events WHERE visitor_id = $1',
    [visitorId],
  );
  return rows[0]?.n ?? 0;
}

const event = (visitorId: string) => ({
  eventAction: 'click',
  eventCategory: 'cta',
  eventName: 'Post_RFQ',
  pageUrl: 'https://www.sourcefair.test/',
  visitorId,
});

describe('analytics events and consent', () => {
  it('drops the events of a German or Polish caller without consent, and records them once analytics is allowed', async () => {
    for (const [ip, label] of [
      [GERMANY, 'de'],
      [POLAND, 'pl'],
    ] as const) {
      const visitor = `visitor-${label}-${Date.now()}`;
      expect(await send('main/behavior/event.json', event(visitor), ip)).toBe(false);
      expect(await send('main/behavior/event.json', event(visitor), ip, cookieOf(['necessary']))).toBe(false);
      expect(await rowsFor(visitor)).toBe(0);
      expect(await send('main/behavior/event.json', event(visitor), ip, cookieOf(['necessary', 'analytics']))).toBe(
        true,
      );
      expect(await rowsFor(visitor)).toBe(1);
    }
  });

  it('drops the events from Germany of a visitor whose accept was recorded automatically elsewhere', async () => {
    const visitor = `visitor-travel-${Date.now()}`;
    const auto = cookieOf(['necessary', 'analytics'], true);
    expect(await send('main/behavior/event.json', event(visitor), UNITED_STATES, auto)).toBe(true);
    expect(await send('main/behavior/event.json', event(visitor), GERMANY, auto)).toBe(false);
    // a refusal made in the preferences keeps the automatic marker, and stays a refusal everywhere
    expect(await send('main/behavior/event.json', event(visitor), UNITED_STATES, cookieOf(['necessary'], true))).toBe(
      false,
    );
    expect(await rowsFor(visitor)).toBe(1);
  });

  it('records the events of a caller elsewhere at once, and drops them after a refusal', async () => {
    const visitor = `visitor-us-${Date.now()}`;
    expect(await send('main/behavior/event.json', event(visitor), UNITED_STATES)).toBe(true);
    expect(await send('main/behavior/event.json', event(visitor), UNITED_STATES, cookieOf(['necessary']))).toBe(false);
    expect(await rowsFor(visitor)).toBe(1);
  });

  it('holds the page views of the app gateways to the same rule', async () => {
    // the expo gateway's envelope carries the site's app token, as every page of the site sends it
    const visitor = `visitor-view-${Date.now()}`;
    const view = async (cookie?: string) => {
      const res = await callGateway('expo', 'visit/track.json', {
        body: {
          data: { ...event(visitor), eventName: 'Page_View' },
          lang: 'en',
          websiteId: 1001,
          token: 'sourcefair-web',
        },
        ip: GERMANY,
        headers: cookie ? { cookie } : {},
      });
      return (res.body.data as { recorded: boolean } | undefined)?.recorded;
    };
    expect(await view()).toBe(false);
    expect(await view(cookieOf(['necessary', 'analytics']))).toBe(true);
    expect(await rowsFor(visitor)).toBe(1);
  });
});
