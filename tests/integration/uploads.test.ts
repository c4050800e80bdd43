import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { resetEnvForTests } from '@/lib/env';
import { ANONYMOUS_ATTACHMENTS_PER_HOUR } from '@/lib/api/uploads';
import type { UploadItem } from '@/lib/uploads/limits';
import uploadsEn from '@/messages/en/uploads.json';
import uploadsDe from '@/messages/de/uploads.json';
import { createAccountWithSession } from '../support/accounts';
import { freshIp } from '../support/api';
import { jpegWithExif, noisePng, pdfDocument, pixelBombPng, pngImage, windowsExecutable } from '../support/images';
import { withSeededDatabase } from '../support/seeded-database';

const db = withSeededDatabase('uploads', { suppliers: 2, products: 4 });
let uploadDir = '';
const RATE = 8;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'sf-uploads-'));
  process.env.UPLOAD_DIR = uploadDir;
  process.env.UPLOAD_RATE_PER_HOUR = String(RATE);
  resetEnvForTests();
});

afterAll(async () => {
  delete process.env.UPLOAD_DIR;
  delete process.env.UPLOAD_RATE_PER_HOUR;
  resetEnvForTests();
  await rm(uploadDir, { recursive: true, force: true });
});

type Part = { bytes: Buffer; name: string; type: string };

async function post(
  kind: 'image' | 'attachment',
  parts: Part[],
  options: { token?: string | null; headers?: Record<string, string>; query?: string } = {},
): Promise<{ status: number; headers: Headers; items: UploadItem[] }> {
  const route =
    kind === 'image'
      ? await import('@/app/api/image/upload.json/route')
      : await import('@/app/api/attachment/upload.json/route');
  const form = new FormData();
  for (const part of parts) form.append('file', new File([new Uint8Array(part.bytes)], part.name, { type: part.type }));
  const request = new Request(`http://localhost:3000/api/${kind}/upload.json${options.query ?? ''}`, {
    method: 'POST',
    body: form,
    headers: {
      'x-forwarded-for': freshIp(),
      ...(options.token ? { cookie: `sf_session=${options.token}` } : {}),
      ...options.headers,
    },
  });
  const response = await route.POST(request);
  return { status: response.status, headers: response.headers, items: (await response.json()) as UploadItem[] };
}

async function fetchFile(id: string, headers: Record<string, string> = {}): Promise<Response> {
  const { GET } = await import('@/app/api/uploads/[id]/route');
  return GET(new Request(`http://localhost:3000/api/uploads/${id}`, { headers }), { params: Promise.resolve({ id }) });
}

async function buyer(): Promise<{ accountId: number; token: string }> {
  return createAccountWithSession(db().pool, 'buyer');
}

async function storedFiles(): Promise<string[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])),
    );
    return nested.flat();
  };
  return walk(uploadDir);
}

async function uploadRows(accountId: number): Promise<number> {
  const { rows } = await db().pool.query<{ n: string }>('SELECT count(*) AS n FROM uploads WHERE account_id = $1', [
    accountId,
  ]);
  return Number(rows[0]?.n);
}

describe('image upload (spec §7 image/upload.json)', () => {
  it('accepts a PNG from a signed-in buyer, re-encodes it and answers [{id, msgs}]', async () => {
    const { accountId, token } = await buyer();
    const original = Buffer.concat([await pngImage(64, 48), Buffer.from('<script>alert(1)</script>')]);
    const res = await post('image', [{ bytes: original, name: '../../etc/passwd.png', type: 'image/png' }], { token });
    expect(res.status).toBe(200);
    expect(res.items).toHaveLength(1);
    const [item] = res.items;
    expect(item).toMatchObject({
      code: 'ok',
      msgs: uploadsEn.errors.ok,
      contentType: 'image/png',
      width: 64,
      height: 48,
    });
    expect(item?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(item?.url).toBe(`/api/uploads/${item?.id}`);
    const { rows } = await db().pool.query<{ storage_key: string; original_name: string; account_id: string }>(
      'SELECT storage_key, original_name, account_id FROM uploads WHERE id = $1',
      [item?.id],
    );
    // the stored name is the server's, never the file's
    expect(rows[0]?.storage_key).toMatch(new RegExp(`^\\d{4}/\\d{2}/${item?.id}\\.png$`));
    expect(rows[0]?.original_name).toBe('passwd.png');
    expect(Number(rows[0]?.account_id)).toBe(accountId);

    const served = await fetchFile(item?.id ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    // re-encoded: the bytes appended after the image are gone, the picture is the same size
    expect(bytes.includes('<script>')).toBe(false);
    expect(bytes.equals(original)).toBe(false);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });
    expect((await fetchFile(item?.id ?? '', { 'if-none-match': served.headers.get('etag') ?? '' })).status).toBe(304);
  });

  it('applies the EXIF orientation and strips the metadata of a JPEG', async () => {
    const { token } = await buyer();
    const res = await post(
      'image',
      [{ bytes: await jpegWithExif(40, 20, 'gps-and-owner'), name: 'p.jpg', type: 'image/jpeg' }],
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.items[0]).toMatchObject({ contentType: 'image/jpeg', width: 20, height: 40 });
    const bytes = Buffer.from(await (await fetchFile(res.items[0]?.id ?? '')).arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(bytes.includes('gps-and-owner')).toBe(false);
  });

  it('refuses a renamed .exe by its content (415), whatever its name and declared type', async () => {
    const { accountId, token } = await buyer();
    const before = await storedFiles();
    const res = await post('image', [{ bytes: windowsExecutable(), name: 'holiday.png', type: 'image/png' }], {
      token,
    });
    expect(res.status).toBe(415);
    expect(res.items).toEqual([{ id: null, code: 'unsupportedImage', msgs: uploadsEn.errors.unsupportedImage }]);
    expect(await uploadRows(accountId)).toBe(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an image larger than 10 MB (413) with the limit in the message', async () => {
    const { accountId, token } = await buyer();
    const big = await noisePng(2000, 1900);
    expect(big.byteLength).toBeGreaterThan(10 * 1024 * 1024);
    const res = await post('image', [{ bytes: big, name: 'big.png', type: 'image/png' }], { token });
    expect(res.status).toBe(413);
    expect(res.items).toEqual([{ id: null, code: 'tooLarge', msgs: 'The file is larger than 10 MB.' }]);
    expect(await uploadRows(accountId)).toBe(0);
  });

  it('refuses a body beyond 20 MB while it streams (413)', async () => {
    const { token } = await buyer();
    const big = await noisePng(2000, 1900);
    const res = await post(
      'image',
      [
        { bytes: big, name: 'a.png', type: 'image/png' },
        { bytes: big, name: 'b.png', type: 'image/png' },
      ],
      { token },
    );
    expect(res.status).toBe(413);
    expect(res.items[0]).toMatchObject({ id: null, code: 'tooLarge' });
  });

  it('refuses a decompression bomb (144 megapixels in 18 KB) before decoding it (422)', async () => {
    const { accountId, token } = await buyer();
    const bomb = pixelBombPng(12_000);
    expect(bomb.byteLength).toBeLessThan(64 * 1024);
    const started = Date.now();
    const res = await post('image', [{ bytes: bomb, name: 'bomb.png', type: 'image/png' }], { token });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(422);
    expect(res.items).toEqual([
      { id: null, code: 'tooManyPixels', msgs: 'The image has too many pixels: at most 50 megapixels.' },
    ]);
    expect(await uploadRows(accountId)).toBe(0);
  });

  it('refuses signed-out callers and stale tokens (401) without storing anything', async () => {
    const before = await storedFiles();
    const png = await pngImage();
    const anonymous = await post('image', [{ bytes: png, name: 'a.png', type: 'image/png' }], { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.items).toEqual([{ id: null, code: 'signedOut', msgs: uploadsEn.errors.signedOut }]);
    const stale = await post('image', [{ bytes: png, name: 'a.png', type: 'image/png' }], {
      headers: { authorization: 'Bearer not-a-session-token-at-all' },
    });
    expect(stale.status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  it('takes attachments signed out (an RFQ form registering at once), without an account, limited per address', async () => {
    const pdf = { bytes: pdfDocument(), name: 'spec.pdf', type: 'application/pdf' };
    const res = await post('attachment', [pdf], { token: null });
    expect(res.status).toBe(200);
    const { rows } = await db().pool.query('SELECT account_id FROM uploads WHERE id = $1', [res.items[0]?.id]);
    expect(rows).toEqual([{ account_id: null }]);
    const stale = await post('attachment', [pdf], { headers: { authorization: 'Bearer not-a-session-token-at-all' } });
    expect(stale.status).toBe(401);
    const address = { 'x-forwarded-for': '203.0.113.77' };
    for (let sent = 0; sent < ANONYMOUS_ATTACHMENTS_PER_HOUR; sent += 5) {
      expect((await post('attachment', Array(5).fill(pdf), { headers: address })).status).toBe(200);
    }
    const over = await post('attachment', [pdf], { headers: address });
    expect(over.status).toBe(429);
    expect(over.items[0]?.code).toBe('rateLimited');
  });

  it('takes a supplier, and the Bearer token of the native app', async () => {
    const { token } = await createAccountWithSession(db().pool, 'supplier');
    const res = await post('image', [{ bytes: await pngImage(), name: 'logo.png', type: 'image/png' }], {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.items[0]?.id).toBeTruthy();
  });

  it('refuses a cross-site post (403) and a body that is not multipart (415), in the asked language', async () => {
    const { token } = await buyer();
    const png = await pngImage();
    const cross = await post('image', [{ bytes: png, name: 'a.png', type: 'image/png' }], {
      token,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      query: '?lang=de',
    });
    expect(cross.status).toBe(403);
    expect(cross.items).toEqual([{ id: null, code: 'crossSite', msgs: uploadsDe.errors.crossSite }]);
    expect(cross.headers.get('content-language')).toBe('de');
    const { POST } = await import('@/app/api/image/upload.json/route');
    const json = await POST(
      new Request('http://localhost:3000/api/image/upload.json', {
        method: 'POST',
        body: JSON.stringify({ file: 'x' }),
        headers: { 'content-type': 'application/json', cookie: `sf_session=${token}`, 'x-forwarded-for': freshIp() },
      }),
    );
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual([{ id: null, code: 'notMultipart', msgs: uploadsEn.errors.notMultipart }]);
  });

  it('answers one item per file in order: a good file gets an id beside a refused one', async () => {
    const { accountId, token } = await buyer();
    const res = await post(
      'image',
      [
        { bytes: await pngImage(), name: 'good.png', type: 'image/png' },
        { bytes: windowsExecutable(), name: 'bad.png', type: 'image/png' },
      ],
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.items.map((i) => [i.code, Boolean(i.id)])).toEqual([
      ['ok', true],
      ['unsupportedImage', false],
    ]);
    expect(await uploadRows(accountId)).toBe(1);
  });

  it(`limits each account to ${RATE} files an hour (429 with Retry-After)`, async () => {
    const { token } = await buyer();
    const png = await pngImage(8, 8);
    const file = { bytes: png, name: 'a.png', type: 'image/png' };
    expect((await post('image', [file, file, file, file, file], { token })).status).toBe(200);
    expect((await post('image', [file, file, file], { token })).status).toBe(200);
    const limited = await post('image', [file], { token });
    expect(limited.status).toBe(429);
    expect(limited.items[0]).toMatchObject({ id: null, code: 'rateLimited', msgs: uploadsEn.errors.rateLimited });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another account is not affected
    expect((await post('image', [file], { token: (await buyer()).token })).status).toBe(200);
  });
});

describe('attachments (images or PDF) and serving', () => {
  it('keeps a PDF as sent on the attachment endpoint and serves it as a download', async () => {
    const { token } = await buyer();
    const pdf = pdfDocument();
    const res = await post(
      'attachment',
      [{ bytes: pdf, name: 'Spezifikation für Angebot.pdf', type: 'application/pdf' }],
      {
        token,
      },
    );
    expect(res.status).toBe(200);
    expect(res.items[0]).toMatchObject({ code: 'ok', contentType: 'application/pdf', width: null, height: null });
    const served = await fetchFile(res.items[0]?.id ?? '');
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Spezifikation f_r Angebot.pdf"; filename*=UTF-8''${encodeURIComponent('Spezifikation für Angebot.pdf')}`,
    );
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox; frame-ancestors 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('refuses a PDF on the image endpoint', async () => {
    const { token } = await buyer();
    const res = await post('image', [{ bytes: pdfDocument(), name: 'x.pdf', type: 'application/pdf' }], { token });
    expect(res.status).toBe(415);
    expect(res.items[0]?.code).toBe('unsupportedImage');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await fetchFile('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await fetchFile('../../etc/passwd')).status).toBe(404);
  });
});
