import { randomBytes, randomUUID } from 'node:crypto';
import api from '@/messages/en/api.json';
import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { countWritableRows, withSeededDatabase } from '../support/seeded-database';
import { rfqExample } from '../support/rfq-example';

/**
 * Sign-in throttling (docs/decisions/0121-sign-in-throttling.md): wrong passwords slow and refuse the
 * address they come from, not the account's owner elsewhere. Every test uses its own e-mails and
 * addresses (random, from the IPv6 documentation range): the counters live in a shared store that
 * outlives a test, a file and a process.
 */
const db = withSeededDatabase('sign-in-throttle');

const address = () => `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

function login(login: string, password: string, ip: string, lang = 'en') {
  return callGateway('main', 'login/login.json', { body: { lang, data: { login, password } }, ip });
}
function supplierLogin(login: string, password: string, ip: string) {
  return callGateway('supplier', 'account/login.json', { body: { lang: 'en', data: { login, password } }, ip });
}
function memberCheck(e: string, ip: string) {
  return callGateway('main', 'api-assistant/register/memberCheck.json', { body: { data: { email: e } }, ip });
}
async function registered(password: string, ip: string): Promise<string> {
  const e = email('owner');
  const res = await callGateway('main', 'blade-purchaser/account/register', {
    body: { lang: 'en', data: { email: e, password } },
    ip,
  });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return e;
}

describe('sign-in throttling (OWASP authentication cheat sheet)', () => {
  it("refuses the attacker's address after five wrong passwords, while the owner signs in from another", async () => {
    const owner = await registered('secret12', address());
    const attacker = address();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login(owner, `guess-${i}`, attacker);
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe(api.invalidCredentials);
    }
    // refused whatever the password, so a refusal tells nothing about it
    const refused = await login(owner, 'secret12', attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: '100429',
      msg: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(850);
    const persian = await login(owner, 'secret12', attacker, 'fa');
    expect(persian.body.msg).toContain('15');
    expect(persian.body.msg).not.toMatch(/[۰-۹]/);

    const home = address();
    const signedIn = await login(owner, 'secret12', home);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('set-cookie')).toContain('sf_session=');
    // the owner's own typing mistakes count at the owner's address only
    expect((await login(owner, 'typo-typo', home)).body.msg).toBe(api.invalidCredentials);
    expect((await login(owner, 'secret12', home)).body.success).toBe(true);
    // and the attacker stays refused
    expect((await login(owner, 'secret12', attacker)).status).toBe(429);
  });

  it('checks at most five guesses sent at once from one address', async () => {
    const owner = await registered('secret12', address());
    const attacker = address();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(owner, `burst-${i}`, attacker)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(5);
    expect((await login(owner, 'secret12', attacker)).status).toBe(429);
  });

  it('refuses an address that failed 50 times across accounts, for every account, until the hour ends', async () => {
    const sprayer = address();
    for (let account = 0; account < 10; account += 1) {
      const target = email('sprayed');
      for (let i = 0; i < 5; i += 1) expect((await login(target, `spray-${i}`, sprayer)).status).toBe(400);
    }
    const someone = await registered('secret12', address());
    const refused = await login(someone, 'secret12', sprayer);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect((await login(someone, 'secret12', address())).body.success).toBe(true);
  });

  it('under a spread-out attack, refuses new addresses but lets the owner in from a known one or by reset link', async () => {
    const known = address();
    const owner = await registered('secret12', known); // registration signs in: a session from this address
    for (let bot = 0; bot < 10; bot += 1) {
      const from = address();
      for (let i = 0; i < 5; i += 1) expect((await login(owner, `bot-${bot}-${i}`, from)).status).toBe(400);
    }
    const stranger = address();
    const refused = await login(owner, 'secret12', stranger);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(
      'Too many failed sign-in attempts for this account from other places. Please try again in 60 minutes, or reset your password by e-mail to sign in now.',
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    // an unknown e-mail under the same attack answers the same way: the refusal reveals no account
    const nobody = email('nobody');
    for (let bot = 0; bot < 10; bot += 1) {
      const from = address();
      for (let i = 0; i < 5; i += 1) await login(nobody, `bot-${bot}-${i}`, from);
    }
    expect((await login(nobody, 'secret12', address())).body).toEqual(refused.body);

    expect((await login(owner, 'secret12', known)).body.success).toBe(true);
    // the reset link mailed to the owner proves the address and ends the protection with the old password
    const { rows } = await db().pool.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [owner]);
    const { issueLoginCode } = await import('@/lib/accounts/codes');
    const code = await issueLoginCode(Number(rows[0]?.id), 'reset_password');
    const reset = await callGateway('main', 'blade-purchaser/account/resetPassword', {
      body: { lang: 'en', data: { code, password: 'new-secret' } },
      ip: stranger,
    });
    expect(reset.body.success).toBe(true);
    expect((await login(owner, 'new-secret', address())).body.success).toBe(true);
  });

  it('answers a wrong password for an account of the other kind as for an unknown e-mail', async () => {
    const buyer = email('buyer');
    await createAccountWithSession(db().pool, 'buyer', { email: buyer, password: 'buyer-pass' });
    const supplier = email('supplier');
    await createAccountWithSession(db().pool, 'supplier', { email: supplier, password: 'supplier-1' });
    const atSupplier = await supplierLogin(buyer, 'not-it-at-all', address());
    expect(atSupplier.status).toBe(400);
    expect(atSupplier.body).toEqual((await supplierLogin(email('nobody'), 'not-it-at-all', address())).body);
    const atBuyer = await login(supplier, 'not-it-at-all', address());
    expect(atBuyer.status).toBe(400);
    expect(atBuyer.body).toEqual((await login(email('nobody'), 'not-it-at-all', address())).body);
    // with the right password the person is told where to sign in (spec §5, §6)
    expect((await supplierLogin(buyer, 'buyer-pass', address())).body.msg).toBe(api.buyerAccount);
    expect((await login(supplier, 'supplier-1', address())).body.msg).toBe(api.supplierAccount);
  });
});

describe('changePassword throttling', () => {
  function change(token: string, oldPassword: string, ip: string) {
    return callGateway('main', 'blade-purchaser/account/changePassword', {
      body: { token, lang: 'en', data: { oldPassword, newPassword: 'changed-pass' } },
      ip,
    });
  }

  it('refuses a sixth current password within 15 minutes, the right one too, from any address', async () => {
    const e = email('changer');
    const { token } = await createAccountWithSession(db().pool, 'buyer', { email: e, password: 'first-pass' });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(token, `guess-${i}`, address());
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe(api.wrongPassword);
    }
    const refused = await change(token, 'first-pass', address());
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: '100429',
      msg: 'Too many wrong passwords. Please try again in 15 minutes, or reset your password by e-mail.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(850);
    // nothing changed: the first password still signs in
    expect((await login(e, 'first-pass', address())).body.success).toBe(true);
  });

  it('refuses an address after 20 wrong current passwords across accounts', async () => {
    const from = address();
    for (let account = 0; account < 5; account += 1) {
      const { token } = await createAccountWithSession(db().pool, 'buyer', { password: 'first-pass' });
      for (let i = 0; i < 4; i += 1) expect((await change(token, `guess-${i}`, from)).status).toBe(400);
    }
    const { token } = await createAccountWithSession(db().pool, 'buyer', { password: 'first-pass' });
    const refused = await change(token, 'first-pass', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect((await change(token, 'first-pass', address())).body.data).toEqual({ changed: true });
  });
});

describe('answers that tell whether an e-mail is registered share memberCheck’s 30 a minute per address', () => {
  let product = 0;
  let categoryId = 0;
  beforeAll(async () => {
    const { rows } = await db().pool.query<{ id: string }>(
      "SELECT id FROM products WHERE status = 'published' ORDER BY id LIMIT 1",
    );
    product = Number(rows[0]?.id);
    const cat = await db().pool.query<{ id: string }>('SELECT id FROM categories WHERE level = 2 ORDER BY id LIMIT 1');
    categoryId = Number(cat.rows[0]?.id);
  });
  const rfq = () => rfqExample(categoryId);
  const MESSAGE = 'Please quote 500 pieces with delivery to Hamburg in June.';
  const operations: Record<string, { path: string; data: (taken: string) => Record<string, unknown> }> = {
    register: { path: 'blade-purchaser/account/register', data: (e) => ({ email: e, password: 'secret12' }) },
    fastRegister: { path: 'blade-purchaser/account/fastRegister', data: (e) => ({ email: e }) },
    submitNewInquiry: {
      path: 'blade-purchaser/inquiry/submitNewInquiry',
      data: (e) => ({ productId: product, quantity: 5, message: MESSAGE, email: e }),
    },
    submitInquiryList: {
      path: 'blade-purchaser/inquiry/submitInquiryList',
      data: (e) => ({ items: [{ productId: product, quantity: 5 }], message: MESSAGE, email: e }),
    },
    addRfqAndReg: {
      path: 'blade-purchaser/rfq/addRfqAndReg',
      data: (e) => ({ rfq: rfq(), email: e, password: 'secret12' }),
    },
    addRfqAndPurReg: {
      path: 'blade-purchaser/rfq/addRfqAndPurReg',
      data: (e) => ({
        rfq: rfq(),
        email: e,
        password: 'secret12',
        purchase: { companyName: 'Acme GmbH', contactName: 'Anna Schmidt', countryCode: 'DE', dialingCode: '+49' },
      }),
    },
  };

  it.each(Object.keys(operations))('%s: the 31st from one address is refused, and writes nothing', async (name) => {
    const op = operations[name];
    if (!op) throw new Error(name);
    const taken = email('taken');
    await createAccountWithSession(db().pool, 'buyer', { email: taken });
    const from = address();
    for (let i = 0; i < 29; i += 1) expect((await memberCheck(email('probe'), from)).body.success).toBe(true);
    const call = (ip: string) => callGateway('main', op.path, { body: { lang: 'en', data: op.data(taken) }, ip });
    const thirtieth = await call(from);
    expect(thirtieth.status, JSON.stringify(thirtieth.body)).toBe(409);
    const before = await countWritableRows(db());
    const refused = await call(from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, code: '100429' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await countWritableRows(db())).toBe(before);
    // and memberCheck itself, after the operation spent the budget
    expect((await memberCheck(taken, from)).status).toBe(429);
    expect((await call(address())).status).toBe(409);
  });
});
