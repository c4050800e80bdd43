import { randomUUID } from 'node:crypto';
import api from '@/messages/en/api.json';
import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('meetings');

const REQUEST = 'blade-purchaser/meeting/request';
const BUYER_LIST = 'blade-purchaser/meeting/list';
const SUPPLIER_LIST = 'meeting/list.json';
const ANSWER = 'meeting/answer.json';

type Meeting = { id: number; state: string; topic: string; buyer?: { email: string | null }; exhibition: unknown };
type Groups = { pending: Meeting[]; upcoming: Meeting[]; earlier: Meeting[] };

let supplierId = 0;
let otherSupplierId = 0;
let supplierToken = '';
let supplierEmail = '';
let otherSupplierToken = '';

beforeAll(async () => {
  const { rows } = await db().pool.query<{ id: string }>('SELECT id FROM suppliers ORDER BY id LIMIT 2');
  supplierId = Number(rows[0]?.id);
  otherSupplierId = Number(rows[1]?.id);
  supplierEmail = `supplier-${randomUUID().slice(0, 8)}@example.test`;
  supplierToken = (await createAccountWithSession(db().pool, 'supplier', { email: supplierEmail })).token;
  // a person of the second company (the helper binds suppliers to the first)
  const other = await createAccountWithSession(db().pool, 'supplier');
  await db().pool.query('UPDATE accounts SET supplier_id = $1 WHERE id = $2', [otherSupplierId, other.accountId]);
  otherSupplierToken = other.token;
});

/** A date three days ahead, always inside the window. */
const soon = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

function proposal(overrides: Record<string, unknown> = {}) {
  return {
    supplierId,
    date: soon(),
    time: '10:00',
    timeZone: 'Europe/Berlin',
    durationMinutes: 30,
    topic: `Samples and prices ${randomUUID().slice(0, 8)}`,
    ...overrides,
  };
}

function requestMeeting(token: string, data: unknown, key?: string, lang = 'en') {
  return callGateway('main', REQUEST, {
    body: { lang, data },
    headers: { authorization: `Bearer ${token}`, ...(key && { 'idempotency-key': key }) },
  });
}

async function buyerList(token: string): Promise<Groups> {
  const res = await callGateway('main', BUYER_LIST, { body: { lang: 'en', data: {} }, headers: bearer(token) });
  expect(res.status).toBe(200);
  return res.body.data as Groups;
}

async function supplierList(token: string): Promise<Groups> {
  const res = await callGateway('supplier', SUPPLIER_LIST, { body: { lang: 'en', data: {} }, headers: bearer(token) });
  expect(res.status).toBe(200);
  return res.body.data as Groups;
}

function answer(token: string, id: number, decision: 'accept' | 'decline') {
  return callGateway('supplier', ANSWER, { body: { lang: 'en', data: { id, decision } }, headers: bearer(token) });
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function rowsWithTopic(topic: string): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM meeting_requests WHERE topic = $1', [
    topic,
  ]);
  return Number(rows[0]?.n);
}

async function mailsTo(address: string, template: string): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM email_outbox WHERE to_address = $1 AND template = $2',
    [address, template],
  );
  return Number(rows[0]?.n);
}

describe('meeting requests: idempotent submission', () => {
  it('answers a retry with the same key with the first answer and stores one request', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    // Shanghai keeps UTC+8 all year: 10:00 there is 02:00 UTC
    const data = proposal({ timeZone: 'Asia/Shanghai' });
    const key = randomUUID();
    const first = await requestMeeting(token, data, key);
    const second = await requestMeeting(token, data, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'pending', timeZone: 'Asia/Shanghai', topic: data.topic });
    expect((first.body.data as { proposedAt: string }).proposedAt).toBe(`${data.date}T02:00:00.000Z`);
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.data).toEqual(first.body.data);
    expect(await rowsWithTopic(data.topic)).toBe(1);
  });

  it('refuses the same key with other content and stores nothing more', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const key = randomUUID();
    const data = proposal();
    expect((await requestMeeting(token, data, key)).status).toBe(200);
    const other = proposal();
    const reused = await requestMeeting(token, other, key);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ success: false, code: '100422', msg: api.idempotencyKeyReused });
    expect(await rowsWithTopic(other.topic)).toBe(0);
  });

  it('runs a concurrent double submit once: one row, both answered alike', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const data = proposal();
    const key = randomUUID();
    const [a, b] = await Promise.all([requestMeeting(token, data, key), requestMeeting(token, data, key)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data).toEqual(b.body.data);
    expect(await rowsWithTopic(data.topic)).toBe(1);
  });
});

describe('meeting requests: what the buyer may propose', () => {
  it('refuses a time too soon, too far or skipped by the clocks, with the field and a translated reason', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const today = new Date().toISOString().slice(0, 10);
    const past = await requestMeeting(token, proposal({ date: '2020-01-01' }));
    expect(past.status).toBe(400);
    expect(past.body.msg).toBe('Please propose a time at least 1 hour from now.');
    expect(past.body.data).toEqual({ issues: [{ path: 'data.time', code: 'too_soon' }] });
    const far = await requestMeeting(token, proposal({ date: `${Number(today.slice(0, 4)) + 1}-12-31` }));
    expect(far.body.msg).toBe('Please propose a time within the next 180 days.');
    // Berlin's clocks go from 02:00 to 03:00 on 28 March 2027
    const skipped = await requestMeeting(token, proposal({ date: '2027-03-28', time: '02:30' }));
    expect(skipped.body.msg).toBe(api.meetingTimeNonexistent);
    const german = await requestMeeting(token, proposal({ date: '2020-01-01' }), undefined, 'de');
    expect(german.body.msg).toBe('Bitte schlagen Sie eine Zeit vor, die mindestens 1 Stunde in der Zukunft liegt.');
    expect((await buyerList(token)).pending).toEqual([]);
  });

  it('refuses an unknown supplier and an exhibition the supplier is not at; takes one it is at', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const unknown = await requestMeeting(token, proposal({ supplierId: 999_999_999 }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe(api.meetingSupplierUnknown);
    const { rows: foreign } = await db().pool.query<{ id: string }>(
      // one it does not exhibit at, or one that is over (stages 4 and 5)
      `SELECT e.id FROM exhibitions e WHERE e.stage NOT BETWEEN 1 AND 3 OR NOT EXISTS
         (SELECT 1 FROM exhibitors x WHERE x.exhibition_id = e.id AND x.supplier_id = $1) ORDER BY e.id LIMIT 1`,
      [supplierId],
    );
    const notThere = await requestMeeting(token, proposal({ exhibitionId: Number(foreign[0]?.id) }));
    expect(notThere.body.msg).toBe(api.meetingExhibitionUnknown);
    const { rows: shows } = await db().pool.query<{ id: string; name: string; supplier: string }>(
      `SELECT e.id, e.name_en AS name, x.supplier_id AS supplier FROM exhibitors x
         JOIN exhibitions e ON e.id = x.exhibition_id WHERE e.stage BETWEEN 1 AND 3 ORDER BY e.id LIMIT 1`,
    );
    const show = shows[0];
    expect(show).toBeDefined();
    const there = await requestMeeting(
      token,
      proposal({ supplierId: Number(show?.supplier), exhibitionId: Number(show?.id) }),
    );
    expect(there.status, JSON.stringify(there.body)).toBe(200);
    expect(there.body.data).toMatchObject({ exhibition: { id: Number(show?.id), name: show?.name } });
  });

  it('allows three waiting requests per supplier, then asks the buyer to wait for an answer', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    for (let i = 0; i < 3; i += 1) expect((await requestMeeting(token, proposal())).status).toBe(200);
    const fourth = await requestMeeting(token, proposal());
    expect(fourth.status).toBe(409);
    expect(fourth.body.msg).toBe(
      "You already have 3 meeting requests waiting for this supplier's answer. Please wait for an answer first.",
    );
    // another supplier is another count
    expect((await requestMeeting(token, proposal({ supplierId: otherSupplierId }))).status).toBe(200);
  });

  it('is for buyers: a supplier account is refused, a missing session asks to sign in', async () => {
    const asSupplier = await requestMeeting(supplierToken, proposal());
    expect(asSupplier.status).toBe(403);
    const anonymous = await callGateway('main', REQUEST, { body: { lang: 'en', data: proposal() } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('100001');
  });
});

describe('meeting requests: who sees and answers what', () => {
  it('shows a buyer only their own requests', async () => {
    const a = await createAccountWithSession(db().pool, 'buyer');
    const b = await createAccountWithSession(db().pool, 'buyer');
    const mine = await requestMeeting(a.token, proposal());
    const id = (mine.body.data as Meeting).id;
    expect((await buyerList(a.token)).pending.map((m) => m.id)).toEqual([id]);
    const theirs = await buyerList(b.token);
    expect([...theirs.pending, ...theirs.upcoming, ...theirs.earlier].map((m) => m.id)).not.toContain(id);
  });

  it('mails the supplier people of a new request and lists it for them, without the buyer e-mail', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const before = await mailsTo(supplierEmail, 'meetingRequested');
    const created = (await requestMeeting(token, proposal())).body.data as Meeting;
    expect(await mailsTo(supplierEmail, 'meetingRequested')).toBe(before + 1);
    const listed = (await supplierList(supplierToken)).pending.find((m) => m.id === created.id);
    expect(listed).toMatchObject({ state: 'pending', topic: created.topic, buyer: { email: null } });
    const other = await supplierList(otherSupplierToken);
    expect([...other.pending, ...other.upcoming, ...other.earlier].map((m) => m.id)).not.toContain(created.id);
  });

  it("does not let a supplier answer another company's request", async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const created = (await requestMeeting(token, proposal())).body.data as Meeting;
    const refused = await answer(otherSupplierToken, created.id, 'accept');
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ success: false, code: '100404', msg: api.meetingNotFound });
    const { rows } = await db().pool.query<{ status: string }>('SELECT status FROM meeting_requests WHERE id = $1', [
      created.id,
    ]);
    expect(rows[0]?.status).toBe('pending');
  });

  it('accepts once: the buyer is mailed and sees it accepted; the same answer changes nothing, the other is refused', async () => {
    const buyerEmail = `buyer-${randomUUID().slice(0, 8)}@example.test`;
    const { token } = await createAccountWithSession(db().pool, 'buyer', { email: buyerEmail });
    const created = (await requestMeeting(token, proposal())).body.data as Meeting;
    const accepted = await answer(supplierToken, created.id, 'accept');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ id: created.id, state: 'accepted', buyer: { email: buyerEmail } });
    expect(await mailsTo(buyerEmail, 'meetingAccepted')).toBe(1);
    const again = await answer(supplierToken, created.id, 'accept');
    expect(again.status).toBe(200);
    expect(await mailsTo(buyerEmail, 'meetingAccepted')).toBe(1);
    const changed = await answer(supplierToken, created.id, 'decline');
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toBe(api.meetingAnswered);
    const seen = await buyerList(token);
    expect(seen.upcoming.map((m) => [m.id, m.state])).toEqual([[created.id, 'accepted']]);
    expect(seen.pending).toEqual([]);
  });

  it('declines: the buyer is mailed and sees it declined among the earlier requests', async () => {
    const buyerEmail = `buyer-${randomUUID().slice(0, 8)}@example.test`;
    const { token } = await createAccountWithSession(db().pool, 'buyer', { email: buyerEmail });
    const created = (await requestMeeting(token, proposal())).body.data as Meeting;
    expect((await answer(supplierToken, created.id, 'decline')).status).toBe(200);
    expect(await mailsTo(buyerEmail, 'meetingDeclined')).toBe(1);
    expect((await buyerList(token)).earlier.map((m) => [m.id, m.state])).toEqual([[created.id, 'declined']]);
  });

  it('cannot answer a request whose time has passed; both sides see it as not answered in time', async () => {
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer');
    const { rows } = await db().pool.query<{ id: string }>(
      `INSERT INTO meeting_requests (buyer_account_id, supplier_id, proposed_at, time_zone, topic)
       VALUES ($1, $2, now() - interval '1 day', 'Europe/Berlin', 'A call that nobody answered') RETURNING id`,
      [accountId, supplierId],
    );
    const id = Number(rows[0]?.id);
    const late = await answer(supplierToken, id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(api.meetingPassed);
    expect((await buyerList(token)).earlier.map((m) => [m.id, m.state])).toEqual([[id, 'expired']]);
    expect((await supplierList(supplierToken)).earlier.find((m) => m.id === id)?.state).toBe('expired');
  });
});
