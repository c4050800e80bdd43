import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { consentRecord } from '../support/consent';
import { countWritableRows, withSeededDatabase } from '../support/seeded-database';

// spec §3 cookie consent record, §4 first consent, consent and change recorded as accept or reject: the
// consent island's call (components/consent/record.ts) against the real API and database.
const db = withSeededDatabase('consent');

const record = consentRecord;

async function rowsOf(consentId: string) {
  const { rows } = await db().pool.query<{
    event: string;
    result: string;
    categories: string[];
    revision: number;
    country_code: string | null;
    account_id: string | null;
    lang: string | null;
    expiration_time: Date;
    data: unknown;
  }>(
    `SELECT event, result, categories, revision, country_code, account_id, lang, expiration_time, data
       FROM cookie_consents WHERE consent_id = $1 ORDER BY id`,
    [consentId],
  );
  return rows;
}

describe('cookie consent records', () => {
  it('records an accept with the record fields, the country of the address and the language', async () => {
    const sent = record();
    const res = await callGateway('main', 'consent/record.json', {
      body: { lang: 'de', data: sent },
      ip: '85.214.132.117',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ result: 'accept' });
    const [row] = await rowsOf(sent.consentId);
    expect(row).toMatchObject({
      event: 'firstConsent',
      result: 'accept',
      categories: ['necessary', 'analytics'],
      revision: 1,
      country_code: 'DE',
      lang: 'de',
      account_id: null,
    });
    expect(row?.expiration_time.getTime()).toBe(sent.expirationTime);
  });

  it('records necessary only as a reject, and a later change under the same consent id', async () => {
    const first = record({ categories: ['necessary'] });
    const reject = await callGateway('main', 'consent/record.json', { body: { data: first }, ip: '83.0.0.1' });
    expect(reject.body.data).toEqual({ result: 'reject' });
    const change = record({
      consentId: first.consentId,
      event: 'change',
      lastConsentTimestamp: '2026-12-08T09:00:00.000Z',
    });
    const accept = await callGateway('main', 'consent/record.json', { body: { data: change }, ip: '83.0.0.1' });
    expect(accept.body.data).toEqual({ result: 'accept' });
    expect((await rowsOf(first.consentId)).map((r) => [r.event, r.result, r.country_code])).toEqual([
      ['firstConsent', 'reject', 'PL'],
      ['change', 'accept', 'PL'],
    ]);
  });

  it('keeps the automatic accept outside Germany and Poland with its marker, and the signed-in buyer', async () => {
    const { accountId, token } = await createAccountWithSession(db().pool, 'buyer');
    const sent = record({ event: 'consent', data: { auto: true, country: 'US' } });
    const res = await callGateway('main', 'consent/record.json', {
      body: { data: sent },
      ip: '8.8.8.8',
      headers: { cookie: `sf_session=${token}` },
    });
    expect(res.body.data).toEqual({ result: 'accept' });
    const [row] = await rowsOf(sent.consentId);
    expect(row).toMatchObject({ event: 'consent', country_code: 'US', data: { auto: true, country: 'US' } });
    expect(Number(row?.account_id)).toBe(accountId);
  });

  it.each([
    ['without the necessary category', { categories: ['analytics'] }],
    ['with an unknown category', { categories: ['necessary', 'marketing'] }],
    ['with a category twice', { categories: ['necessary', 'necessary'] }],
    ['with an unknown event', { event: 'maybe' }],
    ['with a consent id that is not a UUID', { consentId: '12345' }],
    ['with the last consent before the first', { lastConsentTimestamp: '2026-12-06T10:00:00.000Z' }],
    ['expiring before it was given', { expirationTime: Date.parse('2026-12-01T00:00:00.000Z') }],
    ['with a timestamp that is not one', { consentTimestamp: 'yesterday' }],
    ['with data the site never writes', { data: { tracking: 'everything' } }],
    ['with a text PostgreSQL cannot store', { languageCode: 'de\u0000' }],
  ])('refuses a record %s, writing nothing', async (_name, overrides) => {
    const before = await countWritableRows(db());
    const res = await callGateway('main', 'consent/record.json', { body: { data: record(overrides) } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(typeof res.body.msg).toBe('string');
    expect((res.body.data as { issues: { path: string }[] }).issues[0]?.path).toMatch(/^data/);
    expect(await countWritableRows(db())).toBe(before);
  });
});
