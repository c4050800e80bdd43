import { callGateway } from '../support/api';
import { createAccountWithSession } from '../support/accounts';
import { withSeededDatabase } from '../support/seeded-database';
import { decodeMail, headerOf, startSmtpServer } from '../support/smtp';

const db = withSeededDatabase('mail');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

async function deliver(): Promise<number> {
  const { deliverPendingMail } = await import('@/lib/mail/outbox');
  return deliverPendingMail(20, smtp.transport);
}

describe('e-mail through the outbox and SMTP', () => {
  it('sends the welcome mail of a registration, in the language of the registration', async () => {
    const email = 'welcome-buyer@example.test';
    await callGateway('main', 'blade-purchaser/account/register', {
      body: { lang: 'de', data: { email, password: 'secret12' } },
    });
    expect(await deliver()).toBeGreaterThanOrEqual(1);
    const mail = smtp.mails.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    const text = decodeMail(mail?.raw ?? '');
    expect(text).toMatch(/Subject: =\?UTF-8\?|Subject: Willkommen/);
    expect(text).toContain('http://localhost:3000/');
    const { rows } = await db().pool.query(`SELECT status FROM email_outbox WHERE to_address = $1`, [email]);
    expect(rows).toEqual([{ status: 'sent' }]);
  });

  it('carries no unsubscribe link or List-Unsubscribe header in a password reset mail (transactional)', async () => {
    const email = 'transactional@example.test';
    await createAccountWithSession(db().pool, 'buyer', { email, password: 'old-secret' });
    await callGateway('main', 'blade-purchaser/account/modifyPasswordEmail', { body: { data: { email } } });
    await deliver();
    const raw = smtp.mails.find((m) => m.to.includes(email))?.raw ?? '';
    expect(decodeMail(raw)).toContain('/resetPassword?code=');
    expect(headerOf(raw, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(decodeMail(raw)).not.toContain('/setting/unsubscribe');
  });

  it('resets a forgotten password from the mailed link once, signing every other session out', async () => {
    const email = 'forgetful@example.test';
    const { token: oldSession } = await createAccountWithSession(db().pool, 'buyer', { email, password: 'old-secret' });
    const asked = await callGateway('main', 'blade-purchaser/account/modifyPasswordEmail', {
      body: { data: { email } },
    });
    expect(asked.body.data).toEqual({ sent: true });
    await deliver();
    const text = decodeMail(smtp.mails.find((m) => m.to.includes(email))?.raw ?? '');
    const code = /resetPassword\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    expect(code.length).toBeGreaterThanOrEqual(43);
    const check = await callGateway('main', 'blade-purchaser/account/checkResetPasswordLink', {
      body: { data: { code } },
    });
    expect(check.body.data).toEqual({ valid: true });
    const reset = await callGateway('main', 'blade-purchaser/account/resetPassword', {
      body: { data: { code, password: 'new-secret' } },
    });
    expect(reset.body.success).toBe(true);
    expect(reset.headers.get('set-cookie')).toContain('sf_session=');
    const again = await callGateway('main', 'blade-purchaser/account/resetPassword', {
      body: { lang: 'en', data: { code, password: 'other-secret' } },
    });
    expect(again.body.msg).toBe('This link has expired or was already used. Please ask for a new one.');
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token: oldSession } })).body.code).toBe(
      '100001',
    );
    expect(
      (await callGateway('main', 'login/login.json', { body: { data: { login: email, password: 'new-secret' } } })).body
        .success,
    ).toBe(true);
  });

  it('answers the same for an address without an account and sends nothing', async () => {
    const before = smtp.mails.length;
    const res = await callGateway('main', 'blade-purchaser/account/modifyPasswordEmail', {
      body: { data: { email: 'nobody-here@example.test' } },
    });
    expect(res.body.data).toEqual({ sent: true });
    await deliver();
    expect(smtp.mails.length).toBe(before);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const email = 'changer@example.test';
    const { token: other } = await createAccountWithSession(db().pool, 'buyer', { email, password: 'first-pass' });
    const current = (
      (await callGateway('main', 'login/login.json', { body: { data: { login: email, password: 'first-pass' } } })).body
        .data as { token: string }
    ).token;
    const wrong = await callGateway('main', 'blade-purchaser/account/changePassword', {
      body: { token: current, lang: 'en', data: { oldPassword: 'nope-nope', newPassword: 'second-pass' } },
    });
    expect(wrong.body.msg).toBe('The current password is not correct.');
    const ok = await callGateway('main', 'blade-purchaser/account/changePassword', {
      body: { token: current, data: { oldPassword: 'first-pass', newPassword: 'second-pass' } },
    });
    expect(ok.body.data).toEqual({ changed: true });
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token: current } })).body.success).toBe(true);
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token: other } })).body.code).toBe('100001');
  });

  it('keeps a mail the server refuses in the outbox for a later attempt', async () => {
    const { enqueueMail, deliverPendingMail } = await import('@/lib/mail/outbox');
    const { getDb } = await import('@/lib/db/client');
    await enqueueMail(getDb(), {
      to: 'retry@example.test',
      template: 'resetPassword',
      locale: 'en',
      payload: { name: 'R', link: 'http://x.test/' },
    });
    const broken = { sendMail: async () => Promise.reject(new Error('421 try later')) } as unknown as Parameters<
      typeof deliverPendingMail
    >[1];
    await deliverPendingMail(20, broken);
    const { rows } = await db().pool.query(
      `SELECT status, attempts, last_error, next_attempt_at > now() AS later FROM email_outbox WHERE to_address = 'retry@example.test'`,
    );
    expect(rows).toEqual([{ status: 'pending', attempts: 1, last_error: '421 try later', later: true }]);
  });
});

/** Registers a buyer in English and returns the welcome mail as received by the SMTP server. */
async function registerAndReceiveWelcome(email: string) {
  const res = await callGateway('main', 'blade-purchaser/account/register', {
    body: { lang: 'en', data: { email, password: 'secret12' } },
  });
  const token = (res.body.data as { tradeChinaToken: string }).tradeChinaToken;
  await deliver();
  const raw = smtp.mails.find((m) => m.to.includes(email))?.raw ?? '';
  const accountId = Number(
    (await db().pool.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email])).rows[0]?.id,
  );
  return { raw, text: decodeMail(raw), token, accountId };
}

/** The gateway path and query of an absolute API address (as mailed), for callGateway. */
function apiTarget(address: string): { path: string; query: Record<string, string> } {
  const url = new URL(address);
  expect(url.pathname.startsWith('/api/main/')).toBe(true);
  return { path: url.pathname.slice('/api/main/'.length), query: Object.fromEntries(url.searchParams) };
}

async function settingsOf(accountId: number) {
  const { rows } = await db().pool.query(
    'SELECT newsletter, rfq_updates, exhibition_news, unsubscribed_all_at IS NOT NULL AS all_off FROM notification_settings WHERE account_id = $1',
    [accountId],
  );
  return rows[0];
}

describe('unsubscribe links in mail (RFC 8058)', () => {
  it('puts the signed link in the welcome footer and List-Unsubscribe with One-Click headers', async () => {
    const { raw, text, accountId } = await registerAndReceiveWelcome('footer@example.test');
    const listUnsubscribe = headerOf(raw, 'List-Unsubscribe') ?? '';
    expect(listUnsubscribe).toMatch(
      new RegExp(
        `^<http://localhost:3000/api/main/blade-purchaser/account/unsubscribeOneClick\\?websiteId=1001&token=${accountId}\\.all\\.[A-Za-z0-9_-]{43}>$`,
      ),
    );
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(text).toContain('You receive this email because you have a Sourcefair buyer account.');
    expect(text).toMatch(
      new RegExp(
        `Unsubscribe from Sourcefair emails: http://localhost:3000/setting/unsubscribe\\?token=${accountId}\\.all\\.`,
      ),
    );
  });

  it('switches every mail off with the one-click POST of a mail provider, signed out and cross-site', async () => {
    const { raw, accountId } = await registerAndReceiveWelcome('one-click@example.test');
    const address = (headerOf(raw, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, '');
    const { path, query } = apiTarget(address);
    const res = await callGateway('main', path, {
      query,
      raw: 'List-Unsubscribe=One-Click',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://mail.example.net',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { setting: 'all', settings: { newsletter: false, rfqUpdates: false, exhibitionNews: false } },
    });
    expect(await settingsOf(accountId)).toEqual({
      newsletter: false,
      rfq_updates: false,
      exhibition_news: false,
      all_off: true,
    });
  });

  it('takes the one-click POST as multipart too, and refuses a body that is not the one-click field', async () => {
    const { raw, accountId } = await registerAndReceiveWelcome('multipart@example.test');
    const { path, query } = apiTarget((headerOf(raw, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, ''));
    const wrong = await callGateway('main', path, {
      query,
      raw: 'List-Unsubscribe=Maybe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ issues: [{ path: 'data.List-Unsubscribe' }] });
    expect(await settingsOf(accountId)).toBeUndefined();
    const body = '--sf\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--sf--\r\n';
    const ok = await callGateway('main', path, {
      query,
      raw: body,
      headers: { 'content-type': 'multipart/form-data; boundary=sf' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await settingsOf(accountId)).toMatchObject({ newsletter: false, all_off: true });
  });

  it('refuses a one-click POST with an altered token in words, changing nothing', async () => {
    const { raw, accountId } = await registerAndReceiveWelcome('forged@example.test');
    const { path, query } = apiTarget((headerOf(raw, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, ''));
    const token = query.token ?? '';
    const forged = { ...query, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` };
    const res = await callGateway('main', path, {
      query: forged,
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('This unsubscribe link is not valid. Sign in to change your e-mail settings.');
    expect(await settingsOf(accountId)).toBeUndefined();
  });

  it('sends someone who opens the one-click address to the page that asks first, changing nothing', async () => {
    const { raw, accountId } = await registerAndReceiveWelcome('opened@example.test');
    const { path, query } = apiTarget((headerOf(raw, 'List-Unsubscribe') ?? '').replace(/^<|>$/g, ''));
    const { handleGatewayRequest } = await import('@/lib/api/dispatch');
    const url = new URL(`http://localhost:3000/api/main/${path}`);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await handleGatewayRequest(new Request(url), 'main', path.split('/'));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`http://localhost:3000/setting/unsubscribe?token=${query.token}`);
    expect(await settingsOf(accountId)).toBeUndefined();
  });
});

describe('e-mail verification (spec §2 /verify)', () => {
  it('confirms the address once with the welcome mail link; the reused link is refused in words', async () => {
    const { text, token } = await registerAndReceiveWelcome('verify-me@example.test');
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token } })).body.data).toMatchObject({
      emailVerified: false,
    });
    const code = /\/verify\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    expect(code.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const { rows } = await db().pool.query(
      `SELECT encode(code_hash, 'hex') AS hash, expires_at - created_at AS ttl FROM login_codes WHERE purpose = 'verify_email' AND account_id = (SELECT id FROM accounts WHERE email = 'verify-me@example.test')`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.hash).not.toContain(Buffer.from(code).toString('hex')); // only its hash is stored
    expect(rows[0]?.ttl).toMatchObject({ days: 7 });
    const verified = await callGateway('main', 'blade-purchaser/account/verifyEmail', { body: { data: { code } } });
    expect(verified.body).toMatchObject({
      success: true,
      data: { status: 'verified', email: 'verify-me@example.test' },
    });
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token } })).body.data).toMatchObject({
      emailVerified: true,
    });
    const again = await callGateway('main', 'blade-purchaser/account/verifyEmail', {
      body: { lang: 'en', data: { code } },
    });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('This link is no longer valid: it was already used or has expired.');
  });

  it('refuses an expired verification link', async () => {
    const { text } = await registerAndReceiveWelcome('late@example.test');
    const code = /\/verify\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    await db().pool.query(
      `UPDATE login_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'verify_email' AND account_id = (SELECT id FROM accounts WHERE email = 'late@example.test')`,
    );
    const res = await callGateway('main', 'blade-purchaser/account/verifyEmail', { body: { data: { code } } });
    expect(res.body).toMatchObject({ success: false, code: '100422' });
    const { rows } = await db().pool.query(`SELECT email_verified_at FROM accounts WHERE email = 'late@example.test'`);
    expect(rows).toEqual([{ email_verified_at: null }]);
  });

  it('mails a signed-in buyer a new link (transactional), at most 3 an hour, and none once confirmed', async () => {
    const email = 'again@example.test';
    const { token } = await createAccountWithSession(db().pool, 'buyer', { email });
    for (let i = 0; i < 3; i += 1) {
      const sent = await callGateway('main', 'blade-purchaser/account/sendVerifyEmail', { body: { token } });
      expect(sent.body.data).toEqual({ status: 'sent' });
    }
    const refused = await callGateway('main', 'blade-purchaser/account/sendVerifyEmail', {
      body: { token, lang: 'en' },
    });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.msg).toMatch(
      /^Too many confirmation emails in a short time\. Please try again in \d+ minutes?\.$/,
    );
    await deliver();
    const received = smtp.mails.filter((m) => m.to.includes(email));
    expect(received).toHaveLength(3);
    const last = received.at(-1)?.raw ?? '';
    expect(headerOf(last, 'List-Unsubscribe')).toBeUndefined();
    const code = /\/verify\?code=([A-Za-z0-9_-]+)/.exec(decodeMail(last))?.[1] ?? '';
    const verified = await callGateway('main', 'blade-purchaser/account/verifyEmail', { body: { data: { code } } });
    expect(verified.body.data).toMatchObject({ status: 'verified' });
    const first = /\/verify\?code=([A-Za-z0-9_-]+)/.exec(decodeMail(received[0]?.raw ?? ''))?.[1] ?? '';
    const older = await callGateway('main', 'blade-purchaser/account/verifyEmail', { body: { data: { code: first } } });
    expect(older.body.data).toMatchObject({ status: 'alreadyVerified', email });
  });

  it('sends nothing to a confirmed address and says it is confirmed', async () => {
    const email = 'confirmed@example.test';
    const { token, accountId } = await createAccountWithSession(db().pool, 'buyer', { email });
    await db().pool.query('UPDATE accounts SET email_verified_at = now() WHERE id = $1', [accountId]);
    const res = await callGateway('main', 'blade-purchaser/account/sendVerifyEmail', { body: { token } });
    expect(res.body.data).toEqual({ status: 'alreadyVerified' });
    const { rows } = await db().pool.query('SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1', [
      email,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('counts a used password reset link as a confirmation of the address', async () => {
    const email = 'reset-confirms@example.test';
    await createAccountWithSession(db().pool, 'buyer', { email, password: 'old-secret' });
    await callGateway('main', 'blade-purchaser/account/modifyPasswordEmail', { body: { data: { email } } });
    await deliver();
    const text = decodeMail(smtp.mails.find((m) => m.to.includes(email))?.raw ?? '');
    const code = /resetPassword\?code=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
    const reset = await callGateway('main', 'blade-purchaser/account/resetPassword', {
      body: { data: { code, password: 'new-secret' } },
    });
    const token = (reset.body.data as { token: string }).token;
    expect((await callGateway('main', 'login/getUserInfo.json', { body: { token } })).body.data).toMatchObject({
      emailVerified: true,
    });
  });
});
