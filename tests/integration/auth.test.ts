import { createAccountWithSession } from '../support/accounts';
import { callGateway, freshIp } from '../support/api';
import { countWritableRows, withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('auth');
let n = 0;
const email = (prefix: string) => `${prefix}-${(n += 1)}@example.test`;

async function register(data: Record<string, unknown>, ip = freshIp()) {
  return callGateway('main', 'blade-purchaser/account/register', { body: { lang: 'en', data }, ip });
}
async function login(login: string, password: string, ip = freshIp(), lang = 'en') {
  return callGateway('main', 'login/login.json', { body: { lang, data: { login, password } }, ip });
}
async function userInfo(token: string) {
  return callGateway('main', 'login/getUserInfo.json', { body: { token } });
}

describe('registration (spec §5, §7)', () => {
  it('creates a buyer with tags and product, signed in at once with a session cookie', async () => {
    const { rows } = await db().pool.query<{ code: string }>('SELECT code FROM tags ORDER BY code LIMIT 2');
    const tagCodes = rows.map((r) => r.code);
    const address = email('reg');
    const res = await register({ email: `  ${address} `, password: 'secret12', tagCodes, productName: 'Solar panels' });
    expect(res.body).toMatchObject({ success: true, code: '0' });
    const token = (res.body.data as { tradeChinaToken: string }).tradeChinaToken;
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`sf_session=${token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    const info = await userInfo(token);
    expect(info.body.data).toMatchObject({ email: address, tagCodes });
    const stored = await db().pool.query('SELECT password_hash FROM accounts WHERE email = $1', [address]);
    expect(stored.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('keeps the register password as typed (not trimmed) and checks 6 to 20 characters', async () => {
    const address = email('spaces');
    expect((await register({ email: address, password: '  pass  ' })).body.success).toBe(true);
    expect((await login(address, '  pass  ')).body.success).toBe(true);
    expect((await login(address, 'pass')).body.success).toBe(false);
    const short = await register({ email: email('short'), password: '12345' });
    expect(short.body.data).toEqual({ issues: [{ path: 'data.password', code: 'too_small', key: 'minlength' }] });
    const long = await register({ email: email('long'), password: 'x'.repeat(21) });
    expect((long.body.data as { issues: { key: string }[] }).issues[0]?.key).toBe('maxlength');
  });

  it('refuses an e-mail that exists, a supplier e-mail and more than 10 tags, writing nothing', async () => {
    const address = email('twice');
    await register({ email: address, password: 'secret12' });
    const before = await countWritableRows(db());
    const again = await register({ email: address.toUpperCase(), password: 'secret12' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: '100409', msg: 'This email is already registered. Please log in.' });
    const supplier = await createAccountWithSession(db().pool, 'supplier', { email: email('supplier') });
    const afterSupplier = await countWritableRows(db());
    const refused = await register({
      email: (await db().pool.query('SELECT email FROM accounts WHERE id = $1', [supplier.accountId])).rows[0]?.email,
      password: 'secret12',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('This is a supplier account. Please sign in on the supplier sign-in page.');
    const tags = await register({
      email: email('tags'),
      password: 'secret12',
      tagCodes: Array.from({ length: 11 }, (_, i) => `T${i}`),
    });
    expect((tags.body.data as { issues: { key: string }[] }).issues[0]?.key).toBe('tagsMax');
    const unknown = await register({ email: email('unknown'), password: 'secret12', tagCodes: ['NO-SUCH-TAG'] });
    expect(unknown.body.data).toEqual({ issues: [{ path: 'data.tagCodes', code: 'unknown' }] });
    expect(await countWritableRows(db())).toBe(afterSupplier);
    expect(afterSupplier).toBeGreaterThan(before);
  });
});

describe('sign-in (spec §5, §6)', () => {
  it('gives a new token at every sign-in, each one working', async () => {
    const address = email('login');
    await register({ email: address, password: 'secret12' });
    const first = (await login(address, 'secret12')).body.data as { token: string };
    const second = (await login(address, 'secret12')).body.data as { token: string };
    expect(first.token).not.toBe(second.token);
    expect((await userInfo(first.token)).body.success).toBe(true);
    expect((await userInfo(second.token)).body.success).toBe(true);
  });

  it('answers a wrong password and an unknown e-mail the same way', async () => {
    const address = email('wrong');
    await register({ email: address, password: 'secret12' });
    const wrong = await login(address, 'secret13');
    const unknown = await login(email('nobody'), 'secret12');
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ success: false, msg: 'The email or password is not correct.' });
  });

  it('refuses a supplier at buyer sign-in', async () => {
    const address = email('supplier-login');
    await createAccountWithSession(db().pool, 'supplier', { email: address, password: 'secret12' });
    const res = await login(address, 'secret12');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('100403');
  });

  it('logs out on the server: the token stops working and the cookie is cleared', async () => {
    const address = email('logout');
    const token = ((await register({ email: address, password: 'secret12' })).body.data as { tradeChinaToken: string })
      .tradeChinaToken;
    const out = await callGateway('main', 'login/logout.json', { body: { token } });
    expect(out.body.success).toBe(true);
    expect(out.headers.get('set-cookie')).toMatch(/sf_session=;.*Max-Age=0/);
    expect((await userInfo(token)).body.code).toBe('100001');
  });

  it("never returns another user's data: each token reads its own account", async () => {
    const a = email('alice');
    const b = email('bob');
    const tokenA = ((await register({ email: a, password: 'secret12' })).body.data as { tradeChinaToken: string })
      .tradeChinaToken;
    const tokenB = ((await register({ email: b, password: 'secret12' })).body.data as { tradeChinaToken: string })
      .tradeChinaToken;
    expect((await userInfo(tokenA)).body.data).toMatchObject({ email: a });
    expect((await userInfo(tokenB)).body.data).toMatchObject({ email: b });
  });
});

describe('memberCheck (spec §5, §7)', () => {
  it('tells registered (1) or not (0) and the supplierId of a supplier', async () => {
    const buyer = email('member');
    await register({ email: buyer, password: 'secret12' });
    const supplier = email('member-supplier');
    await createAccountWithSession(db().pool, 'supplier', { email: supplier });
    const check = async (e: string) =>
      (await callGateway('main', 'api-assistant/register/memberCheck.json', { body: { data: { email: e } } })).body
        .data;
    expect(await check(buyer)).toEqual({ registered: 1, supplierId: null });
    expect(await check(email('none'))).toEqual({ registered: 0, supplierId: null });
    expect(await check(supplier)).toMatchObject({ registered: 1, supplierId: expect.any(Number) });
  });

  it('is rate-limited per address, since it reveals registration', async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 31; i += 1) {
      answers.push(
        await callGateway('main', 'api-assistant/register/memberCheck.json', {
          ip,
          body: { data: { email: `x${i}@example.test` } },
        }),
      );
    }
    expect(answers.slice(0, 30).every((a) => a.body.success)).toBe(true);
    expect(answers[30]?.status).toBe(429);
  });
});
