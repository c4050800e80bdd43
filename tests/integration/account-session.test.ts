import { createAccountWithSession } from '../support/accounts';
import { withSeededDatabase } from '../support/seeded-database';

const cookieJar = new Map<string, string>();
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (cookieJar.has(name) ? { name, value: cookieJar.get(name) } : undefined),
  }),
}));

const db = withSeededDatabase('account-session');

async function readBuyer() {
  const { readSignedInBuyer } = await import('@/lib/auth/session');
  return readSignedInBuyer();
}

describe('the signed-in buyer of a request (header, /login redirect)', () => {
  beforeEach(() => cookieJar.clear());

  it('is nobody without a session cookie or with an unknown token', async () => {
    expect(await readBuyer()).toBeNull();
    cookieJar.set('sf_session', 'x'.repeat(43));
    expect(await readBuyer()).toBeNull();
  });

  it('is the buyer of a live session, with e-mail and nickname', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer', { email: 'header-buyer@example.test' });
    cookieJar.set('sf_session', token);
    expect(await readBuyer()).toEqual({ email: 'header-buyer@example.test', nickname: 'buyer nick' });
  });

  it('is nobody for a supplier session or an expired one', async () => {
    const supplier = await createAccountWithSession(db().pool, 'supplier');
    cookieJar.set('sf_session', supplier.token);
    expect(await readBuyer()).toBeNull();
    const expired = await createAccountWithSession(db().pool, 'buyer', { expiresInMs: -1_000 });
    cookieJar.set('sf_session', expired.token);
    expect(await readBuyer()).toBeNull();
  });
});

describe('the signed-in account a request names in the header', () => {
  beforeEach(() => cookieJar.clear());

  async function readAccount() {
    const { readSignedInAccount } = await import('@/lib/auth/session');
    return readSignedInAccount();
  }

  it("names a supplier's company, so the header does not offer a signed-in supplier to sign in", async () => {
    const supplier = await createAccountWithSession(db().pool, 'supplier');
    const {
      rows: [company],
    } = await db().pool.query<{ name_en: string }>(
      'SELECT s.name_en FROM suppliers s JOIN accounts a ON a.supplier_id = s.id WHERE a.id = $1',
      [supplier.accountId],
    );
    cookieJar.set('sf_session', supplier.token);
    expect(await readAccount()).toEqual({ kind: 'supplier', company: company?.name_en });
  });

  it('names a buyer as a buyer and nobody without a live session', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer', { email: 'header-account@example.test' });
    cookieJar.set('sf_session', buyer.token);
    expect(await readAccount()).toEqual({
      kind: 'buyer',
      email: 'header-account@example.test',
      nickname: 'buyer nick',
      newQuotations: 0,
    });
    const expired = await createAccountWithSession(db().pool, 'supplier', { expiresInMs: -1_000 });
    cookieJar.set('sf_session', expired.token);
    expect(await readAccount()).toBeNull();
  });
});
