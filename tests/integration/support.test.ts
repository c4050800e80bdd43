import { randomBytes } from 'node:crypto';
import { callGateway, freshIp } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

// spec §2 /customer-service: the contact form's call against the real API and database. The message is
// stored, mailed to the operator's inbox and confirmed to the sender in one transaction, and limited.
const db = withSeededDatabase('support');

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Ruiz',
  email: 'ana.ruiz@ruiz-import.test',
  company: 'Ruiz Import SL',
  topic: 'enquiry',
  reference: 'Enquiry 1042',
  message: 'A supplier has not answered my enquiry for a week.',
  ...overrides,
});

async function outboxFor(reference: string) {
  const { rows } = await db().pool.query<{ to_address: string; template: string; locale: string }>(
    `SELECT to_address, template, locale FROM email_outbox WHERE payload->>'reference' = $1 ORDER BY template`,
    [reference],
  );
  return rows;
}

describe('customer-service messages', () => {
  it('stores the message and mails the operator in English and the sender in the page’s language', async () => {
    const res = await callGateway('main', 'customer-service/message', {
      body: {
        lang: 'de',
        websiteId: 1001,
        data: message({ email: `ana.${randomBytes(4).toString('hex')}@ruiz-import.test`, company: '  ' }),
      },
    });
    expect(res.status).toBe(200);
    const reference = (res.body.data as { reference: string }).reference;
    expect(reference).toMatch(/^CS-[2-9A-HJKMNP-Z]{8}$/);
    const { rows } = await db().pool.query(
      `SELECT topic, name, email, company, subject_reference, lang, website_id FROM support_messages WHERE reference = $1`,
      [reference],
    );
    expect(rows).toEqual([
      {
        topic: 'enquiry',
        name: 'Ana Ruiz',
        email: expect.stringMatching(/^ana\.[0-9a-f]{8}@ruiz-import\.test$/),
        company: null, // blank is no company
        subject_reference: 'Enquiry 1042',
        lang: 'de',
        website_id: 1001,
      },
    ]);
    expect(await outboxFor(reference)).toEqual([
      { to_address: 'support@sourcefair.test', template: 'supportMessage', locale: 'en' },
      { to_address: rows[0].email, template: 'supportReceived', locale: 'de' },
    ]);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const before = await db().pool.query('SELECT count(*)::int AS n FROM support_messages');
    const res = await callGateway('main', 'customer-service/message', {
      body: { lang: 'en', data: message({ email: 'ana@', topic: 'complaint', message: 'Too short.' }) },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.data as { issues: { path: string }[] }).issues.map((issue) => issue.path);
    expect(fields).toEqual(expect.arrayContaining(['data.email', 'data.topic', 'data.message']));
    const after = await db().pool.query('SELECT count(*)::int AS n FROM support_messages');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('takes five messages an hour from one address and three confirmations a day to one e-mail', async () => {
    const send = (ip: string, email: string) =>
      callGateway('main', 'customer-service/message', {
        body: { lang: 'en', data: message({ email, message: `Question number ${Math.random()} about my order.` }) },
        ip,
      });
    // addresses and mailboxes of this run only: with REDIS_URL the counters outlive it
    const run = randomBytes(4).toString('hex');
    const address = freshIp();
    const fromOneAddress = [];
    for (let i = 0; i < 6; i += 1) fromOneAddress.push((await send(address, `buyer-${run}-${i}@acme.test`)).status);
    expect(fromOneAddress).toEqual([200, 200, 200, 200, 200, 429]);

    const target = `target-${run}@victim.test`;
    const toOneEmail = [];
    for (let i = 0; i < 4; i += 1) toOneEmail.push((await send(freshIp(), target)).status);
    expect(toOneEmail).toEqual([200, 200, 200, 429]);
    const { rows } = await db().pool.query(`SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1`, [
      target,
    ]);
    expect(rows[0].n).toBe(3);
  });
});
