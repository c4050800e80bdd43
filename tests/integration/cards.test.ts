import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

// spec §2 /myCard (decision 0162): a buyer's e-card saved through the API, its link's token kept across
// edits, and a shared card kept in another buyer's favourites (exhibitorCard).
const db = withSeededDatabase('cards');

const save = (token: string, data: Record<string, unknown>) =>
  callGateway('main', 'blade-purchaser/businessCard/save', {
    body: { lang: 'en', data },
    headers: { authorization: `Bearer ${token}` },
  });
const keep = (token: string, cardToken: string) =>
  callGateway('main', 'blade-purchaser/businessCard/keep', {
    body: { lang: 'en', data: { token: cardToken } },
    headers: { authorization: `Bearer ${token}` },
  });

describe('e-cards', () => {
  it('makes one card per buyer and keeps its link through an edit', async () => {
    const ana = await createAccountWithSession(db().pool, 'buyer');
    const made = await save(ana.token, {
      fullName: 'Ana Ruiz',
      jobTitle: 'Buyer',
      email: 'ana@ruiz-import.test',
      mobile: '+34 600 123 456',
      countryCode: 'ES',
      website: 'https://ruiz-import.test',
    });
    expect(made.status).toBe(200);
    const first = made.body.data as { id: number; token: string };
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const edited = await save(ana.token, { fullName: 'Ana Ruiz García', email: 'ana@ruiz-import.test', jobTitle: '' });
    expect(edited.body.data).toMatchObject({
      id: first.id,
      token: first.token,
      fullName: 'Ana Ruiz García',
      jobTitle: null,
      mobile: null,
    });
    const { rows } = await db().pool.query('SELECT count(*)::int AS n FROM business_cards WHERE account_id = $1', [
      ana.accountId,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses bad fields one by one and writes nothing', async () => {
    const ben = await createAccountWithSession(db().pool, 'buyer');
    const res = await save(ben.token, { fullName: '', email: 'ben@', mobile: 'call me', website: 'ruiz.test' });
    expect(res.status).toBe(400);
    expect((res.body.data as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual([
      'data.email',
      'data.fullName',
      'data.mobile',
      'data.website',
    ]);
    const unknown = await save(ben.token, { fullName: 'Ben', email: 'ben@acme.test', countryCode: 'QQ' });
    expect(unknown.status).toBe(400);
    const { rows } = await db().pool.query('SELECT count(*)::int AS n FROM business_cards WHERE account_id = $1', [
      ben.accountId,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('keeps a shared card once in another buyer’s favourites, never one’s own, and 404s an unknown link', async () => {
    const owner = await createAccountWithSession(db().pool, 'buyer');
    const card = (await save(owner.token, { fullName: 'Li Wei', email: 'li.wei@ningbo-lights.test' })).body.data as {
      id: number;
      token: string;
    };
    const visitor = await createAccountWithSession(db().pool, 'buyer');
    expect((await keep(visitor.token, card.token)).body.data).toEqual({ businessCardId: card.id, kept: true });
    expect((await keep(visitor.token, card.token)).status).toBe(200);
    const { rows } = await db().pool.query(
      `SELECT count(*)::int AS n FROM favourites WHERE account_id = $1 AND kind = 'exhibitorCard' AND business_card_id = $2`,
      [visitor.accountId, card.id],
    );
    expect(rows[0].n).toBe(1);
    expect((await keep(owner.token, card.token)).status).toBe(409);
    expect((await keep(visitor.token, 'x'.repeat(24))).status).toBe(404);
  });
});
