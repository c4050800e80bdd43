import { expect, test } from '@playwright/test';
import support from '../../messages/en/support.json';
import { freshEmail } from '../support/e2e-buyer';
import { HYDRATED } from '../support/hydration';

// spec §2 /customer-service: the contact form as a visitor uses it (the page as served: tests/http/policies.spec.ts).

test('the contact form explains each problem, keeps what was typed through a refusal and confirms with a reference @route:customerService', async ({
  page,
}) => {
  // the page is handed forged challenges (each real one with its signature altered): solved, and refused
  await page.route('**/api/main/captcha/v1/challenge.json**', async (route) => {
    const response = await route.fetch();
    const real = (await response.json()) as { data: { signature: string } };
    const signature = real.data.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    await route.fulfill({ response, json: { ...real, data: { ...real.data, signature } } });
  });
  await page.goto('/customer-service?lang=en&topic=privacy');
  const form = page.getByRole('form', { name: support.formTitle });
  // the privacy page's link chooses the topic
  await expect(form.getByLabel(support.topicLabel)).toHaveValue('privacy', HYDRATED);

  await form.getByLabel(support.nameLabel).fill('Ana Ruiz');
  await form.getByLabel(support.messageLabel).fill('Too short');
  await form.getByRole('button', { name: support.send }).click();
  await expect(form.getByText(support.errorRequired)).toBeVisible();
  await expect(form.getByText('Please write at least 20 characters.')).toBeVisible();
  // the first field with a problem has the focus
  await expect(form.getByLabel(support.emailLabel)).toBeFocused();

  const email = freshEmail('contact');
  await form.getByLabel(support.emailLabel).fill(email);
  await form.getByLabel(support.messageLabel).fill('Please send me a copy of the data you hold about me.');

  // the server refuses the forged work, and the new work the page does at once: told in words, nothing typed is lost
  await form.getByRole('button', { name: support.send }).click();
  await expect(form.getByRole('alert')).toContainText('We could not confirm that this was sent by a person.');
  await expect(form.getByLabel(support.nameLabel)).toHaveValue('Ana Ruiz');
  await page.unroute('**/api/main/captcha/v1/challenge.json**');

  // the server refuses (too many messages): told so, nothing typed is lost
  await page.route(
    '**/api/main/customer-service/message',
    (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'retry-after': '3600' },
        body: JSON.stringify({ success: false, code: '100429', msg: 'Too many requests', data: null }),
      }),
    { times: 1 },
  );
  await form.getByRole('button', { name: support.send }).click();
  await expect(form.getByRole('alert')).toContainText('You have sent several messages in a short time.');
  await expect(form.getByLabel(support.messageLabel)).toHaveValue(
    'Please send me a copy of the data you hold about me.',
  );
  await expect(form.getByLabel(support.nameLabel)).toHaveValue('Ana Ruiz');

  // the page solved a proof of work for each send (docs/decisions/0166); a solution the server has seen
  // already is replaced by new work and the message sent again, without the visitor doing anything
  const captchas: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/main/customer-service/message')) {
      const envelope = request.postDataJSON() as { captcha?: { challenge: { signature: string } } };
      captchas.push(envelope.captcha?.challenge.signature ?? 'none');
    }
  });
  await page.route(
    '**/api/main/customer-service/message',
    (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          success: false,
          code: '100400',
          msg: 'We could not confirm that this was sent by a person. Please send it again.',
          data: { issues: [{ path: 'captcha', code: 'spent' }] },
        }),
      }),
    { times: 1 },
  );
  await form.getByRole('button', { name: support.send }).click();
  const sent = page.getByRole('heading', { name: support.sentTitle });
  await expect(sent).toBeFocused();
  await expect(page.getByText(/^Your reference is CS-[2-9A-HJKMNP-Z]{8}\./)).toContainText(email);
  expect(captchas).toHaveLength(2);
  expect(captchas[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(captchas[1]).toMatch(/^[0-9a-f]{64}$/);
  expect(captchas[1]).not.toBe(captchas[0]);

  await page.getByRole('button', { name: support.sendAnother }).click();
  await expect(page.getByRole('form', { name: support.formTitle }).getByLabel(support.messageLabel)).toHaveValue('');
});
