import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('account-profile');
const call = (path: string, body: Record<string, unknown>) => callGateway('main', path, { body });

describe("a buyer's own account data", () => {
  it('completes the purchase profile with only the fields sent and reads it back', async () => {
    const { token } = await createAccountWithSession(db().pool, 'buyer');
    const { rows } = await db().pool.query<{ code: string }>('SELECT code FROM tags ORDER BY code LIMIT 2');
    const saved = await call('blade-purchaser/account/completePurchaseInfo', {
      token,
      data: { jobTitle: 'Buyer', tagCodes: rows.map((r) => r.code), dialingCode: '+49' },
    });
    expect(saved.body.data).toMatchObject({
      jobTitle: 'Buyer',
      companyName: 'Acme GmbH',
      dialingCode: '49',
      tagCodes: rows.map((r) => r.code),
    });
    const read = await call('blade-purchaser/account/getPurchaseInfo', { token });
    expect(read.body.data).toEqual(saved.body.data);
  });

  it('refuses to read another buyer by id, and reads the own one', async () => {
    const alice = await createAccountWithSession(db().pool, 'buyer');
    const bob = await createAccountWithSession(db().pool, 'buyer');
    const other = await call('blade-purchaser/account/getBuyerUserInfo', {
      token: alice.token,
      data: { buyerId: bob.accountId },
    });
    expect(other.status).toBe(403);
    expect(other.body.data).toBeNull();
    const profile = await call('blade-purchaser/account/accountGetPurchaseInfo', {
      token: alice.token,
      data: { buyerId: String(bob.accountId) },
    });
    expect(profile.status).toBe(403);
    const own = await call('blade-purchaser/account/getBuyerUserInfo', {
      token: alice.token,
      data: { buyerId: alice.accountId },
    });
    expect(own.body.data).toMatchObject({ id: alice.accountId });
  });
});

describe('contact checks of the forms (spec §5, §7)', () => {
  it('tells a company address (2), a free mailbox (1) and a throwaway one (3)', async () => {
    const check = async (email: string) =>
      (await call('blade-pre-registration/preRegisterVerify/getPublicEmailVerify.json', { data: { email } })).body.data;
    expect(await check('anna@acme-lighting.com')).toEqual({ isVerify: true, result: 2 });
    expect(await check('anna@gmail.com')).toEqual({ isVerify: true, result: 1 });
    expect(await check('anna@mailinator.com')).toEqual({ isVerify: true, result: 3 });
    expect(await check('not an address')).toEqual({ isVerify: false, result: 3 });
  });

  it('checks mobile and WhatsApp numbers offline, giving E.164 and a wa.me link', async () => {
    const mobile = await call('blade-pre-registration/preRegisterVerify/getMobileVerify.json', {
      data: { mobile: '0170 1234567', dialingCode: '49' },
    });
    expect(mobile.body.data).toMatchObject({ valid: true, e164: '+491701234567', country: 'DE' });
    const whatsapp = await call('blade-pre-registration/preRegisterVerify/getWhatsappVerify.json', {
      data: { mobile: '+48 601 234 567' },
    });
    expect(whatsapp.body.data).toMatchObject({ valid: true, whatsappLink: 'https://wa.me/48601234567' });
    const bad = await call('blade-pre-registration/preRegisterVerify/getMobileVerify.json', {
      data: { mobile: '123', dialingCode: '49' },
    });
    expect(bad.body.data).toMatchObject({ valid: false, e164: null });
  });
});
