import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { pngImage, windowsExecutable } from '../support/images';
import { servedCaptcha } from '../support/captcha';

// Through the built server: sharp and file-type must survive bundling, and the register replay must
// come back through Next's route handler with its headers.
async function registerBuyer(request: APIRequestContext, key: string, email: string) {
  return request.post('/api/main/blade-purchaser/account/register', {
    headers: { 'idempotency-key': key },
    data: { lang: 'en', websiteId: 1001, captcha: await servedCaptcha(request), data: { email, password: 'secret12' } },
  });
}

test.describe('idempotent register and image uploads on the running site', () => {
  test('a register retried with its Idempotency-Key answers the first token', async ({ request }) => {
    const key = randomUUID();
    const email = `e2e-${randomUUID().slice(0, 8)}@acme-trading.de`;
    const first = await registerBuyer(request, key, email);
    const again = await registerBuyer(request, key, email);
    expect(first.status()).toBe(200);
    expect(again.status()).toBe(200);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    const token = ((await first.json()) as { data: { tradeChinaToken: string } }).data.tradeChinaToken;
    expect(((await again.json()) as { data: { tradeChinaToken: string } }).data.tradeChinaToken).toBe(token);
  });

  test('a signed-in buyer uploads a PNG and gets it back re-encoded; a renamed .exe is refused', async ({
    request,
  }) => {
    const res = await registerBuyer(request, randomUUID(), `e2e-up-${randomUUID().slice(0, 8)}@acme-trading.de`);
    const token = ((await res.json()) as { data: { tradeChinaToken: string } }).data.tradeChinaToken;
    const authorization = `Bearer ${token}`;
    const upload = await request.post('/api/image/upload.json?lang=de', {
      headers: { authorization },
      multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: await pngImage(32, 24) } },
    });
    expect(upload.status()).toBe(200);
    const [item] = (await upload.json()) as { id: string; msgs: string; url: string }[];
    expect(item?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item?.msgs).toBe('Hochgeladen.');
    const file = await request.get(item?.url ?? '');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect(file.headers()['x-content-type-options']).toBe('nosniff');
    expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

    const exe = await request.post('/api/image/upload.json', {
      headers: { authorization },
      multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: windowsExecutable() } },
    });
    expect(exe.status()).toBe(415);
    expect(await exe.json()).toEqual([
      {
        id: null,
        code: 'unsupportedImage',
        msgs: 'This file is not an accepted image. Use JPEG, PNG, WebP, GIF or AVIF.',
      },
    ]);
  });

  test('signed out, the image server refuses with 401', async ({ request }) => {
    const res = await request.post('/api/image/upload.json', {
      multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: await pngImage(8, 8) } },
    });
    expect(res.status()).toBe(401);
    expect(((await res.json()) as { code: string }[])[0]?.code).toBe('signedOut');
  });
});
