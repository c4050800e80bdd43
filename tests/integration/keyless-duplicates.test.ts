import { randomUUID } from 'node:crypto';
import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';
import { rfqExample } from '../support/rfq-example';

// Submissions without an Idempotency-Key (spec §7 clients that send none): the same caller sending the
// same content twice at once, or again within the window (lib/api/idempotency.ts KEYLESS_WINDOW_MS),
// makes one row, and the second answer replays the first.
const db = withSeededDatabase('keyless-duplicates');

const PAIRS = 10;
type Buyer = { accountId: number; token: string };

let productId = 0;
let supplierId = 0;
let categoryId = 0;

beforeAll(async () => {
  const pool = db().pool;
  const { rows } = await pool.query<{ id: string; supplier_id: string; category_id: string }>(
    "SELECT id, supplier_id, category_id FROM products WHERE status = 'published' ORDER BY id LIMIT 1",
  );
  productId = Number(rows[0]?.id);
  supplierId = Number(rows[0]?.supplier_id);
  categoryId = Number(rows[0]?.category_id);
});

const buyers = (n: number): Promise<Buyer[]> =>
  Promise.all(Array.from({ length: n }, () => createAccountWithSession(db().pool, 'buyer')));

function submit(path: string, buyer: Buyer, data: unknown) {
  return callGateway('main', path, {
    body: { lang: 'en', data },
    headers: { authorization: `Bearer ${buyer.token}` },
    ip: freshIp(),
  });
}

/** The rows of these buyers in the table (each of enquiries, rfqs and meeting_requests has buyer_account_id). */
async function rowsOf(table: string, ids: number[]): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM ${table} WHERE buyer_account_id = ANY($1::bigint[])`,
    [ids],
  );
  return Number(rows[0]?.n);
}

const soon = () => new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

const kinds = [
  {
    name: 'enquiry',
    path: 'blade-purchaser/inquiry/submitNewInquiry',
    data: () => ({ productId, quantity: 500, message: `Please quote 500 pieces, ref ${randomUUID().slice(0, 8)}.` }),
    table: 'enquiries',
    contractId: 'submitNewInquiry',
  },
  {
    name: 'RFQ',
    path: 'blade-purchaser/rfq/addRfq',
    data: () => ({
      ...rfqExample(categoryId),
      productName: `Stainless steel water bottles ${randomUUID().slice(0, 8)}`,
    }),
    table: 'rfqs',
    contractId: 'addRfq',
  },
  {
    name: 'meeting',
    path: 'blade-purchaser/meeting/request',
    data: () => ({
      supplierId,
      date: soon(),
      time: '10:00',
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      topic: `Samples and prices ${randomUUID().slice(0, 8)}`,
    }),
    table: 'meeting_requests',
    contractId: 'requestMeeting',
  },
] as const;

describe.each(kinds)('a keyless $name', ({ path, data, table, contractId }) => {
  it(`sent twice at once, ${PAIRS} times over: ${PAIRS} rows, each pair answered with the same data`, async () => {
    const people = await buyers(PAIRS);
    const pairs = await Promise.all(
      people.map(async (buyer) => {
        const content = data();
        return Promise.all([submit(path, buyer, content), submit(path, buyer, content)]);
      }),
    );
    for (const [first, second] of pairs) {
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(second.status, JSON.stringify(second.body)).toBe(200);
      expect(second.body.data).toEqual(first.body.data);
      // one of the two is the replay of the other
      const replayed = [first, second].map((r) => r.headers.get('idempotent-replayed'));
      expect(replayed.sort()).toEqual(['true', null].sort());
    }
    expect(
      await rowsOf(
        table,
        people.map((p) => p.accountId),
      ),
    ).toBe(PAIRS);
  });

  it('is one row when sent again within the window, a new one after it, and other content is its own', async () => {
    const [buyer] = await buyers(1);
    const content = data();
    expect((await submit(path, buyer!, content)).status).toBe(200);
    const again = await submit(path, buyer!, content);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowsOf(table, [buyer!.accountId])).toBe(1);

    expect((await submit(path, buyer!, data())).status).toBe(200);
    expect(await rowsOf(table, [buyer!.accountId])).toBe(2);

    // the window over (as if its seconds had passed): the same content is a new submission
    await db().pool.query("UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE scope = $1", [
      `keyless|${contractId}|account:${buyer!.accountId}`,
    ]);
    const later = await submit(path, buyer!, content);
    expect(later.status).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await rowsOf(table, [buyer!.accountId])).toBe(3);
  });

  it("is not another buyer's: the same content from two buyers at once makes two rows", async () => {
    const [one, two] = await buyers(2);
    const content = data();
    const answers = await Promise.all([submit(path, one!, content), submit(path, two!, content)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => a.headers.get('idempotent-replayed'))).toEqual([null, null]);
    expect(await rowsOf(table, [one!.accountId, two!.accountId])).toBe(2);
  });
});
