import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('api-guards');
const event = { eventAction: 'click', eventCategory: 'nav', eventName: 'Menu', visitorId: 'v-guard' };

async function eventsFrom(
  visitorId: string,
): Promise<
  { account_id: string | null; website_id: number; lang: string; country_code: string | null; props: unknown }[]
> {
  const { rows } = await db().pool.query(
    'SELECT account_id, website_id, lang, country_code, props FROM tracking_events WHERE visitor_id = $1',
    [visitorId],
  );
  return rows;
}

describe('state-changing calls from other sites', () => {
  it('refuses a cross-site browser request (Sec-Fetch-Site) and writes nothing', async () => {
    const res = await callGateway('main', 'behavior/event.json', {
      body: { data: { ...event, visitorId: 'v-cross-1' } },
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      success: false,
      code: '100403',
      msg: 'This request must come from the site itself.',
    });
    expect(await eventsFrom('v-cross-1')).toHaveLength(0);
  });

  it('refuses a foreign Origin even without fetch metadata', async () => {
    const res = await callGateway('main', 'behavior/event.json', {
      body: { data: { ...event, visitorId: 'v-cross-2' } },
      headers: { origin: 'null' },
    });
    expect(res.status).toBe(403);
    expect(await eventsFrom('v-cross-2')).toHaveLength(0);
  });

  it('accepts the site itself and callers that are not browsers (the native app)', async () => {
    const same = await callGateway('main', 'behavior/event.json', {
      body: { data: { ...event, visitorId: 'v-same' } },
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
    });
    const app = await callGateway('main', 'behavior/event.json', { body: { data: { ...event, visitorId: 'v-same' } } });
    expect(same.body.success).toBe(true);
    expect(app.body.success).toBe(true);
    expect(await eventsFrom('v-same')).toHaveLength(2);
  });

  it('lets a cross-site page read reference data (reads change nothing)', async () => {
    const res = await callGateway('main', 'countries.json', {
      body: {},
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://partner.example' },
    });
    expect(res.body.success).toBe(true);
  });
});

describe('rate limits', () => {
  it('refuses writes beyond 120 a minute from one address with 429 and Retry-After, writing only the allowed ones', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 121; i += 1) {
      answers.push(
        await callGateway('main', 'behavior/event.json', { ip, body: { data: { ...event, visitorId: 'v-rate' } } }),
      );
    }
    const last = answers.at(-1);
    expect(answers.slice(0, 120).every((a) => a.body.success)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.body.code).toBe('100429');
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await eventsFrom('v-rate')).toHaveLength(120);
    const other = await callGateway('main', 'behavior/event.json', {
      ip: freshIp(),
      body: { data: { ...event, visitorId: 'v-rate-2' } },
    });
    expect(other.body.success).toBe(true);
  });
});

describe('who the caller is', () => {
  it('records the signed-in buyer from the session cookie, never the userId the client sends', async () => {
    const { accountId, token } = await createAccountWithSession(db().pool, 'buyer');
    await callGateway('expo', 'visit/track.json', {
      body: {
        token: 'sourcefair-web',
        websiteId: 1001,
        lang: 'pl',
        data: { ...event, visitorId: 'v-who', userId: 999999 },
      },
      headers: { cookie: `sf_session=${token}` },
      ip: '83.0.0.1',
    });
    expect(await eventsFrom('v-who')).toEqual([
      { account_id: String(accountId), website_id: 1001, lang: 'pl', country_code: 'PL', props: {} },
    ]);
  });

  it('treats a stale session cookie as anonymous where the person is optional', async () => {
    const res = await callGateway('main', 'behavior/event.json', {
      body: { data: { ...event, visitorId: 'v-stale' } },
      headers: { cookie: 'sf_session=expired-or-unknown-token-value' },
    });
    expect(res.body.success).toBe(true);
    expect((await eventsFrom('v-stale'))[0]?.account_id).toBeNull();
  });

  it('refuses an explicit token that is not valid even where the person is optional', async () => {
    const res = await callGateway('main', 'behavior/event.json', {
      body: { token: 'forged-token-forged-token', data: { ...event, visitorId: 'v-forged' } },
    });
    expect(res.body.code).toBe('100001');
    expect(await eventsFrom('v-forged')).toHaveLength(0);
  });

  it('refuses a session of a disabled account', async () => {
    const { accountId, token } = await createAccountWithSession(db().pool, 'buyer');
    await db().pool.query('UPDATE accounts SET disabled_at = now() WHERE id = $1', [accountId]);
    const res = await callGateway('main', 'login/getUserInfo.json', { body: { token } });
    expect(res.body.code).toBe('100001');
  });
});
