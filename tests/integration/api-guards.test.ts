import { automaticConsent, CONSENT_COOKIE } from '@/lib/consent/cookie';
import { resetEnvForTests } from '@/lib/env';
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

describe("the site's own origin: scheme, host and port (lib/api/origin.ts)", () => {
  /** Runs `body` with these environment variables set, then puts the previous values back. */
  async function withEnv<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
    const before = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
    Object.assign(process.env, vars);
    resetEnvForTests();
    try {
      return await body();
    } finally {
      for (const [k, v] of Object.entries(before)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      resetEnvForTests();
    }
  }
  const send = (visitorId: string, headers: Record<string, string>) =>
    callGateway('main', 'behavior/event.json', { body: { data: { ...event, visitorId } }, headers });

  it("without a trusted proxy, refuses a host named only in the client's X-Forwarded-Host", async () => {
    const res = await withEnv({ TRUSTED_PROXY_HOPS: '0' }, () =>
      send('v-origin-xfh', {
        host: 'shop.example',
        'x-forwarded-host': 'evil.example',
        origin: 'http://evil.example',
        'sec-fetch-site': 'same-site',
      }),
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('100403');
    expect(await eventsFrom('v-origin-xfh')).toHaveLength(0);
  });

  it("refuses the site's host under another scheme (a plain-HTTP page writing to the HTTPS site)", async () => {
    const res = await withEnv({ TRUSTED_PROXY_HOPS: '1' }, () =>
      send('v-origin-scheme', {
        host: 'shop.example',
        'x-forwarded-proto': 'https',
        origin: 'http://shop.example',
        'sec-fetch-site': 'same-site',
      }),
    );
    expect(res.status).toBe(403);
    expect(await eventsFrom('v-origin-scheme')).toHaveLength(0);
  });

  it('accepts the origin a trusted proxy names (X-Forwarded-Proto and -Host) and the Host without one', async () => {
    const proxied = await withEnv({ TRUSTED_PROXY_HOPS: '1' }, () =>
      send('v-origin-own', {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'shop.example',
        'x-forwarded-proto': 'https',
        origin: 'https://shop.example',
        'sec-fetch-site': 'same-origin',
      }),
    );
    const direct = await withEnv({ TRUSTED_PROXY_HOPS: '0' }, () =>
      send('v-origin-own', {
        host: 'shop.example:8080',
        'x-forwarded-proto': 'https',
        origin: 'http://shop.example:8080',
        'sec-fetch-site': 'same-origin',
      }),
    );
    expect(proxied.body.success).toBe(true);
    expect(direct.body.success).toBe(true);
    expect(await eventsFrom('v-origin-own')).toHaveLength(2);
  });

  it('accepts an origin of API_ALLOWED_ORIGINS only with its scheme and port', async () => {
    const answers = await withEnv(
      { TRUSTED_PROXY_HOPS: '0', API_ALLOWED_ORIGINS: 'https://Partner.example/' },
      async () => [
        await send('v-origin-allowed', { host: 'shop.example', origin: 'https://partner.example' }),
        await send('v-origin-allowed', { host: 'shop.example', origin: 'http://partner.example' }),
        await send('v-origin-allowed', { host: 'shop.example', origin: 'https://partner.example:8443' }),
      ],
    );
    expect(answers.map((a) => a.status)).toEqual([200, 403, 403]);
    expect(await eventsFrom('v-origin-allowed')).toHaveLength(1);
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

/** A stored consent the visitor gave, allowing analytics (spec §3 cookie consent record). */
function analyticsAllowedCookie(): string {
  const given = { ...automaticConsent('pl', 'PL'), data: null };
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(given))}`;
}

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
      // a Polish visitor who allowed analytics (lib/tracking/consent.ts)
      headers: { cookie: `sf_session=${token}; ${analyticsAllowedCookie()}` },
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
