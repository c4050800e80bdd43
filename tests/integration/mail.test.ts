import { callGateway } from '../support/api';
import { createAccountWithSession } from '../support/accounts';
import { withSeededDatabase } from '../support/seeded-database';
import { decodeMail, startSmtpServer } from '../support/smtp';

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
      template: 'welcome',
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
