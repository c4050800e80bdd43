import { readFileSync } from 'node:fs';
import { rfqExample } from '../support/rfq-example';
import path from 'node:path';
import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { countWritableRows, withSeededDatabase } from '../support/seeded-database';

/**
 * Text PostgreSQL refuses (a NUL) or alters (half a surrogate pair) is refused by the API's string type
 * with a translated 400 in the gateway's envelope, and nothing is written; prototype keys in a tracking
 * event's props are refused the same way.
 */
const db = withSeededDatabase('api-text');
const messages = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../messages/${locale}/api.json`), 'utf8')) as Record<
    string,
    string
  >;
const EN = messages('en');
const NUL = 'LED panels\u0000 of 60 by 60 cm';
const HIGH = 'LED panels \uD83D of 60 by 60 cm'; // a high surrogate without its low half
const LOW = 'LED panels \uDCA1 of 60 by 60 cm';
const EMOJI = 'LED panels 💡 of 60 by 60 cm, 40 W each';

let buyerCookie = '';
let supplierId = 0;
let categoryId = 0;

beforeAll(async () => {
  buyerCookie = `sf_session=${(await createAccountWithSession(db().pool, 'buyer')).token}`;
  const product = await db().pool.query<{ supplier_id: string }>(
    "SELECT supplier_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1",
  );
  supplierId = Number(product.rows[0]?.supplier_id);
  categoryId = Number(
    (await db().pool.query<{ id: string }>('SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1')).rows[0]
      ?.id,
  );
});

/** Rows any of the calls below could write. */
async function rowsWritten(): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>(
    `SELECT (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM rfqs) + (SELECT count(*) FROM meeting_requests)
       + (SELECT count(*) FROM buyer_profiles WHERE company_name LIKE 'LED%') AS n`,
  );
  return Number(rows[0]?.n) + (await countWritableRows(db()));
}

const event = { eventAction: 'click', eventCategory: 'home', eventName: 'Banner', visitorId: 'v-text' };
const rfq = () => rfqExample(categoryId);
const meetingDate = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

type Case = { gateway: string; path: string; field: string; data: (text: string) => unknown; buyer?: boolean };
/** One free-text field of each kind of operation: sign-up, tracking, profile, enquiry, RFQ, meeting, search. */
const CASES: Case[] = [
  {
    gateway: 'main',
    path: 'blade-purchaser/account/register',
    field: 'productName',
    data: (t) => ({ email: 'text-1@example.test', password: 'secret12', productName: t }),
  },
  {
    gateway: 'main',
    path: 'blade-purchaser/account/fastRegister',
    field: 'name',
    data: (t) => ({ email: 'text-2@example.test', name: t }),
  },
  { gateway: 'main', path: 'behavior/event.json', field: 'eventName', data: (t) => ({ ...event, eventName: t }) },
  { gateway: 'main', path: 'behavior/event.json', field: 'pageUrl', data: (t) => ({ ...event, pageUrl: t }) },
  {
    gateway: 'main',
    path: 'blade-purchaser/account/completePurchaseInfo',
    field: 'companyName',
    data: (t) => ({ companyName: t }),
    buyer: true,
  },
  {
    gateway: 'main',
    path: 'blade-purchaser/inquiry/submitNewInquiry',
    field: 'message',
    data: (t) => ({ supplierId, message: t, email: 'text-3@example.test' }),
  },
  {
    gateway: 'main',
    path: 'blade-purchaser/rfq/addRfq',
    field: 'description',
    data: (t) => ({ ...rfq(), description: t }),
    buyer: true,
  },
  {
    gateway: 'main',
    path: 'blade-purchaser/meeting/request',
    field: 'topic',
    data: (t) => ({
      supplierId,
      date: meetingDate(),
      time: '10:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      topic: t,
    }),
    buyer: true,
  },
  {
    gateway: 'main',
    path: 'blade-purchaser/rfq/searchRfq',
    field: 'keyword',
    data: (t) => ({ keyword: t.slice(0, 20) }),
    buyer: true,
  },
];

async function send(c: Case, text: string, lang = 'en') {
  return callGateway(c.gateway, c.path, {
    body: { lang, data: c.data(text) },
    ...(c.buyer && { headers: { cookie: buyerCookie } }),
  });
}

describe('a NUL or half a surrogate pair in a free-text field', () => {
  it.each(CASES.map((c) => [`${c.path} ${c.field}`, c] as const))(
    'is refused with a translated 400 and nothing written: %s',
    async (_name, c) => {
      const before = await rowsWritten();
      for (const text of [NUL, HIGH, LOW]) {
        const res = await send(c, text);
        expect(res.status, JSON.stringify(text)).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: '100422', msg: EN.invalidCharacters });
        expect((res.body.data as { issues: unknown[] }).issues).toContainEqual(
          expect.objectContaining({ path: `data.${c.field}`, key: 'invalidCharacters' }),
        );
      }
      expect(await rowsWritten()).toBe(before);
    },
  );

  it("says so in the caller's language", async () => {
    const res = await send(CASES[0]!, NUL, 'de');
    expect(res.body.msg).toBe(messages('de').invalidCharacters);
    expect(res.headers.get('content-language')).toBe('de');
  });

  it('is refused in the envelope too, as an invalid envelope', async () => {
    const res = await callGateway('main', 'countries.json', { body: { appVersion: '1.0\u0000', data: {} } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: '100400', msg: EN.invalidCharacters });
  });

  it('is refused in a GET envelope and in a record key', async () => {
    const get = await callGateway('main', 'getAllCategory', {
      method: 'GET',
      query: { data: JSON.stringify({ language: 'de\u0000' }) },
    });
    expect(get.status).toBe(400);
    expect(get.body.msg).toBe(EN.invalidCharacters);
    const key = await callGateway('main', 'behavior/event.json', {
      body: { data: { ...event, props: { 'route\u0000': 'home' } } },
    });
    expect(key.status).toBe(400);
    expect(key.body.msg).toBe(EN.invalidCharacters);
  });

  it('leaves whole characters outside the first plane alone: an emoji is stored as sent', async () => {
    const res = await send(CASES[2]!, EMOJI);
    expect(res.body.success).toBe(true);
    const { rows } = await db().pool.query<{ event_name: string }>(
      `SELECT event_name FROM tracking_events WHERE visitor_id = 'v-text'`,
    );
    expect(rows.map((r) => r.event_name)).toEqual([EMOJI]);
  });
});

describe("a tracking event's props", () => {
  const propsOf = (raw: string) => `{"data":{"eventAction":"click","eventCategory":"home","eventName":"Banner",
    "visitorId":"v-props","props":${raw}}}`;

  it.each([
    ['__proto__', '{"__proto__":{"admin":true}}'],
    ['__proto__ beside others', '{"route":"home","__proto__":null}'],
    ['constructor', '{"constructor":"x"}'],
    ['prototype', '{"prototype":1}'],
  ])('refuses the key %s with 400 and writes nothing', async (_name, raw) => {
    const before = await rowsWritten();
    const res = await callGateway('main', 'behavior/event.json', { raw: propsOf(raw) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: '100422', msg: EN.invalidData });
    expect((res.body.data as { issues: unknown[] }).issues).toContainEqual(
      expect.objectContaining({ key: 'reservedKey' }),
    );
    expect(await rowsWritten()).toBe(before);
  });

  it('takes at most 20 flat values under ordinary keys', async () => {
    const props = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i])));
    const many = await callGateway('main', 'behavior/event.json', { raw: propsOf(props(21)) });
    expect(many.status).toBe(400);
    const nested = await callGateway('main', 'behavior/event.json', { raw: propsOf('{"route":{"a":1}}') });
    expect(nested.status).toBe(400);
    const fine = await callGateway('main', 'behavior/event.json', { raw: propsOf(props(20)) });
    expect(fine.body.success).toBe(true);
    const { rows } = await db().pool.query<{ props: Record<string, number> }>(
      `SELECT props FROM tracking_events WHERE visitor_id = 'v-props'`,
    );
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!.props)).toHaveLength(20);
  });
});
