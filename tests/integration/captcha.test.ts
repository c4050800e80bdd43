import { randomBytes } from 'node:crypto';
import { issueChallenge } from '@/lib/captcha/service';
import { CAPTCHA_RULES, type CaptchaPayload } from '@/lib/captcha/rules';
import { createAccountWithSession } from '../support/accounts';
import { callGateway } from '../support/api';
import { solveCaptcha } from '../support/captcha';
import { withSeededDatabase } from '../support/seeded-database';

// Issue 52 item 5, docs/decisions/0166: the public forms' proof of work, through the real API and database.
const db = withSeededDatabase('captcha', { suppliers: 2, products: 4 });

const REGISTER = 'blade-purchaser/account/register';
const CONTACT = 'customer-service/message';

const newEmail = () => `buyer-${randomBytes(4).toString('hex')}@acme-trading.test`;
const registration = (email: string, captcha?: CaptchaPayload | null) => ({
  lang: 'de',
  ...(captcha !== undefined && { captcha }),
  data: { email, password: 'secret-123' },
});

async function accountsWith(email: string): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM accounts WHERE email = $1', [email]);
  return Number(rows[0]?.n);
}

async function refusal(body: unknown, path = REGISTER) {
  const res = await callGateway('main', path, { body, captcha: false });
  return { status: res.status, body: res.body, issues: (res.body.data as { issues?: unknown } | null)?.issues };
}

describe('the proof of work of the public forms', () => {
  it('issues a signed challenge that a browser solves in about 10,000 hashes and that lasts 20 minutes', async () => {
    const res = await callGateway('main', 'captcha/v1/challenge.json', { method: 'GET' });
    expect(res.status).toBe(200);
    const challenge = res.body.data as CaptchaPayload['challenge'];
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(CAPTCHA_RULES.lifetimeSeconds - 60);
    expect(lifetime).toBeLessThanOrEqual(CAPTCHA_RULES.lifetimeSeconds);
    const { solution } = await solveCaptcha(challenge);
    expect(solution.counter).toBeGreaterThanOrEqual(CAPTCHA_RULES.counterMin);
    expect(solution.counter).toBeLessThanOrEqual(CAPTCHA_RULES.counterMax);
  });

  it('refuses a registration without one in the sender’s language, and creates no account', async () => {
    const email = newEmail();
    const res = await refusal(registration(email));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.msg).toBe(
      'Wir konnten nicht bestätigen, dass dies von einer Person gesendet wurde. Bitte senden Sie es erneut.',
    );
    expect(res.issues).toEqual([{ path: 'captcha', code: 'required' }]);
    expect(await accountsWith(email)).toBe(0);
  });

  it('takes a solved challenge once: the same solution again is refused', async () => {
    const solved = await solveCaptcha(await issueChallenge());
    const first = newEmail();
    const ok = await callGateway('main', REGISTER, { body: registration(first, solved) });
    expect(ok.status).toBe(200);
    expect(await accountsWith(first)).toBe(1);

    const second = newEmail();
    const again = await refusal(registration(second, solved));
    expect(again.status).toBe(400);
    expect(again.issues).toEqual([{ path: 'captcha', code: 'spent' }]);
    expect(await accountsWith(second)).toBe(0);
  });

  it('refuses a wrong answer, an altered challenge and an expired one', async () => {
    const solved = await solveCaptcha(await issueChallenge());
    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: 'ab'.repeat(32) } };
    // an easier challenge made by the sender: the signature no longer matches
    const altered = {
      ...solved,
      challenge: {
        ...solved.challenge,
        parameters: { ...solved.challenge.parameters, expiresAt: solved.challenge.parameters.expiresAt + 3600 },
      },
    };
    for (const captcha of [wrongKey, altered]) {
      const email = newEmail();
      const res = await refusal(registration(email, captcha));
      expect(res.issues).toEqual([{ path: 'captcha', code: 'invalid' }]);
      expect(await accountsWith(email)).toBe(0);
    }
    // a malformed solution is refused with the envelope, before any work
    const malformed = await refusal(
      registration(newEmail(), { ...solved, solution: { ...solved.solution, counter: -1 } }),
    );
    expect(malformed.status).toBe(400);
    expect(malformed.issues).toEqual([expect.objectContaining({ path: 'captcha.solution.counter' })]);

    const old = await solveCaptcha(await issueChallenge(Date.now() - (CAPTCHA_RULES.lifetimeSeconds + 60) * 1000));
    const expired = await refusal(registration(newEmail(), old));
    expect(expired.issues).toEqual([{ path: 'captcha', code: 'expired' }]);
  });

  it('asks a signed-in sender for none, and a signed-out sender of each public form for one', async () => {
    const buyer = await createAccountWithSession(db().pool, 'buyer');
    const message = {
      name: 'Ana Ruiz',
      email: 'ana.ruiz@ruiz-import.test',
      topic: 'enquiry',
      message: 'A supplier has not answered my enquiry for a week.',
    };
    const signedIn = await callGateway('main', CONTACT, {
      body: { lang: 'en', data: message },
      headers: { cookie: `sf_session=${buyer.token}` },
      captcha: false,
    });
    expect(signedIn.status).toBe(200);

    const signedOut = await refusal({ lang: 'en', data: message }, CONTACT);
    expect(signedOut.issues).toEqual([{ path: 'captcha', code: 'required' }]);

    const { CONTRACTS } = await import('@/lib/api/contracts');
    const guarded = Object.values(CONTRACTS)
      .filter((c) => 'captcha' in c)
      .map((c) => c.id)
      .sort();
    expect(guarded).toEqual(
      [
        'addRfqAndPurReg',
        'addRfqAndReg',
        'contactSupport',
        'fastRegister',
        'register',
        'submitInquiryList',
        'submitNewInquiry',
      ].sort(),
    );
  });
});
