import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { countWritableRows, withSeededDatabase } from '../support/seeded-database';
import { decodeMail, headerOf, startSmtpServer } from '../support/smtp';

const db = withSeededDatabase('fast-register');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let n = 0;
const email = (prefix: string) => `${prefix}-${(n += 1)}@example.test`;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

async function fastRegister(data: Record<string, unknown>, ip = freshIp()) {
  return callGateway('main', 'blade-purchaser/account/fastRegister', { body: { lang: 'en', data }, ip });
}

async function received(address: string): Promise<{ raw: string; text: string }> {
  const { deliverPendingMail } = await import('@/lib/mail/outbox');
  await deliverPendingMail(20, smtp.transport);
  const raw = smtp.mails.find((m) => m.to.includes(address))?.raw ?? '';
  return { raw, text: decodeMail(raw) };
}

describe('fastRegister (spec §7 account/fastRegister)', () => {
  it('creates a signed-in buyer from an e-mail, name, country, tags and product, without a password', async () => {
    const { rows: tagRows } = await db().pool.query<{ code: string }>('SELECT code FROM tags ORDER BY code LIMIT 2');
    const tagCodes = tagRows.map((r) => r.code);
    const address = email('quick');
    const res = await fastRegister({
      email: ` ${address} `,
      name: 'Ana Buyer',
      country: 'de',
      tagCodes,
      productName: 'Solar panels',
    });
    expect(res.body).toMatchObject({ success: true, code: '0' });
    const token = (res.body.data as { tradeChinaToken: string }).tradeChinaToken;
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`sf_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    const info = await callGateway('main', 'login/getUserInfo.json', { body: { token } });
    expect(info.body.data).toMatchObject({
      email: address,
      nickname: 'Ana Buyer',
      countryCode: 'DE',
      tagCodes,
      emailVerified: false,
    });
    const purchase = await callGateway('main', 'blade-purchaser/account/getPurchaseInfo', { body: { token } });
    expect(purchase.body.data).toMatchObject({ contactName: 'Ana Buyer', productName: 'Solar panels' });
    const { rows } = await db().pool.query('SELECT password_hash FROM accounts WHERE email = $1', [address]);
    expect(rows).toEqual([{ password_hash: null }]);
    // no password: signing in with any password fails until one is chosen from the mail
    const login = await callGateway('main', 'login/login.json', {
      body: { data: { login: address, password: 'anything1' } },
    });
    expect(login.body.success).toBe(false);
  });

  it('mails a transactional message whose password link signs in, sets the password and confirms the address', async () => {
    const address = email('mailed');
    const res = await fastRegister({ email: address, name: 'Cheap pills at http://spam.example' });
    const quickSession = (res.body.data as { tradeChinaToken: string }).tradeChinaToken;
    const { raw, text } = await received(address);
    expect(text).toContain('Your Sourcefair buyer account is ready');
    expect(text).toContain(`Hello ${address},`);
    expect(text).not.toContain('spam.example'); // nothing a stranger typed reaches the mailbox
    expect(headerOf(raw, 'List-Unsubscribe')).toBeUndefined();
    expect(text).not.toContain('/setting/unsubscribe');
    expect(text).toMatch(/Confirm my email address: http:\/\/localhost:3000\/verify\?code=[A-Za-z0-9_-]{43}/);
    const code = /Choose a password: http:\/\/localhost:3000\/initPassword\?code=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
    expect(code).toBeDefined();
    const init = await callGateway('main', 'blade-purchaser/account/initPassword', {
      body: { data: { code, password: 'chosen-pass' } },
    });
    expect(init.body.success).toBe(true);
    const token = (init.body.data as { token: string }).token;
    const info = await callGateway('main', 'login/getUserInfo.json', { body: { token } });
    expect(info.body.data).toMatchObject({ email: address, emailVerified: true });
    // whoever registered the address quickly is signed out once its owner chooses the password
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token: quickSession } })).body.code).toBe(
      '100001',
    );
    const login = await callGateway('main', 'login/login.json', {
      body: { data: { login: address, password: 'chosen-pass' } },
    });
    expect(login.body.success).toBe(true);
  });

  it('refuses an e-mail that already has an account with the spec message, no session and nothing written', async () => {
    const address = email('taken');
    const { token: ownerSession } = await createAccountWithSession(db().pool, 'buyer', {
      email: address,
      password: 'owner-pass',
    });
    const before = await countWritableRows(db());
    const res = await fastRegister({ email: address.toUpperCase(), name: 'Intruder' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: '100409', msg: 'This email is already registered. Please log in.' });
    expect(res.body.data).toBeNull();
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await countWritableRows(db())).toBe(before);
    const owner = await callGateway('main', 'login/getUserInfo.json', { body: { token: ownerSession } });
    expect(owner.body.data).toMatchObject({ email: address, nickname: 'buyer nick' });
    const { rows } = await db().pool.query('SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1', [
      address,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('refuses a supplier e-mail as registration does', async () => {
    const address = email('supplier');
    await createAccountWithSession(db().pool, 'supplier', { email: address });
    const before = await countWritableRows(db());
    const res = await fastRegister({ email: address });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('This is a supplier account. Please sign in on the supplier sign-in page.');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await countWritableRows(db())).toBe(before);
  });

  it('refuses an unknown country, unknown tags and malformed fields in words, writing nothing', async () => {
    const before = await countWritableRows(db());
    const country = await fastRegister({ email: email('country'), country: 'ZZ' });
    expect(country.status).toBe(400);
    expect(country.body).toMatchObject({
      msg: 'This country is not in our list. Please choose it again.',
      data: { issues: [{ path: 'data.country', code: 'unknown' }] },
    });
    const tags = await fastRegister({ email: email('tags'), tagCodes: ['NO-SUCH-TAG'] });
    expect(tags.body.data).toEqual({ issues: [{ path: 'data.tagCodes', code: 'unknown' }] });
    const bad = await fastRegister({ email: 'not-an-email', name: 'x'.repeat(101) });
    expect(bad.status).toBe(400);
    const paths = (bad.body.data as { issues: { path: string }[] }).issues.map((i) => i.path).sort();
    expect(paths).toEqual(['data.email', 'data.name']);
    expect(await countWritableRows(db())).toBe(before);
  });

  it('makes one account of two quick registrations of one e-mail at once', async () => {
    const address = email('race');
    const results = await Promise.all([fastRegister({ email: address }), fastRegister({ email: address })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const { rows } = await db().pool.query('SELECT count(*)::int AS n FROM accounts WHERE email = $1', [address]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('spends the same write budget as registration: refused with 429 once an address used it up', async () => {
    const ip = freshIp();
    const event = { eventAction: 'click', eventCategory: 'home', eventName: 'Banner', pageUrl: 'https://x.test/' };
    for (let i = 0; i < 120; i += 1) {
      await callGateway('main', 'behavior/event.json', { ip, body: { data: { ...event, visitorId: 'v-fast' } } });
    }
    const address = email('budget');
    const res = await fastRegister({ email: address }, ip);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    const { rows } = await db().pool.query('SELECT count(*)::int AS n FROM accounts WHERE email = $1', [address]);
    expect(rows[0]).toEqual({ n: 0 });
  });
});
