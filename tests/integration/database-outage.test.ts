import { once } from 'node:events';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import apiDe from '@/messages/de/api.json';
import apiEn from '@/messages/en/api.json';
import uploadsEn from '@/messages/en/uploads.json';
import { isDatabaseUnreachable } from '@/lib/db/unavailable';
import { resetEnvForTests } from '@/lib/env';
import { callGateway } from '../support/api';
import { pdfDocument } from '../support/images';
import { withSeededDatabase } from '../support/seeded-database';

// While the database cannot be reached, every answer is 503 with Retry-After (the API in its envelope,
// with a translated msg), never 500; once it is back, the same calls succeed.
const db = withSeededDatabase('database-outage');

const REGISTER = 'blade-purchaser/account/register';

/** Points the application's pools at `url` for the duration of `run`, then back at the test database. */
async function withDatabaseAt<T>(url: string, run: () => Promise<T>, env: Record<string, string> = {}): Promise<T> {
  const { closeDb } = await import('@/lib/db/client');
  const saved = {
    DATABASE_URL: process.env.DATABASE_URL,
    ...Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]])),
  };
  await closeDb();
  Object.assign(process.env, { DATABASE_URL: url, ...env });
  resetEnvForTests();
  try {
    return await run();
  } finally {
    await closeDb();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    resetEnvForTests();
  }
}

/** A loopback port that refuses connections: a server's port, closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

function expectOutage(res: { status: number; headers: Headers }) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(res.headers.get('cache-control')).toBe('no-store');
}

describe('the database refusing connections', () => {
  it('answers API reads and submissions 503 with Retry-After in each gateway envelope, translated', async () => {
    const refused = `postgres://root@127.0.0.1:${await closedPort()}/gone`;
    await withDatabaseAt(refused, async () => {
      const read = await callGateway('main', 'cateAndTag', { body: { lang: 'de' } });
      expectOutage(read);
      expect(read.body).toEqual({ success: false, code: '100503', msg: apiDe.unavailable, data: null });

      const homelife = await callGateway('homelife', 'cateAndTag', {
        body: { lang: 'en', token: 'sourcefair-web' },
      });
      expectOutage(homelife);
      expect(homelife.body).toEqual({ success: false, code: 503, msg: apiEn.unavailable, data: null });

      const data = { email: 'outage@acme-trading.de', password: 'secret12' };
      const keyed = await callGateway('main', REGISTER, {
        body: { lang: 'en', data },
        headers: { 'idempotency-key': 'outage-attempt-000000000001' },
      });
      expectOutage(keyed);
      expect(keyed.body).toMatchObject({ success: false, code: '100503', msg: apiEn.unavailable });
      const keyless = await callGateway('main', REGISTER, { body: { lang: 'en', data } });
      expectOutage(keyless);
      expect(isDatabaseUnreachable()).toBe(true);
    });
  });

  it('answers the route handlers outside the gateways 503 with Retry-After', async () => {
    const refused = `postgres://root@127.0.0.1:${await closedPort()}/gone`;
    await withDatabaseAt(refused, async () => {
      const { handleCdnRequest } = await import('@/lib/api/cdn');
      const cdn = await handleCdnRequest(new Request('http://localhost:3000/api/cdn/1001/en/cateAndTag.json'), [
        '1001',
        'en',
        'cateAndTag.json',
      ]);
      expectOutage(cdn);
      expect(await cdn.json()).toEqual({ error: 'unavailable' });

      const { handleUploadFileRequest } = await import('@/lib/api/uploads');
      const file = await handleUploadFileRequest(
        new Request('http://localhost:3000/api/uploads/x', { headers: { 'accept-language': 'de' } }),
        '00000000-0000-4000-8000-000000000000',
      );
      expectOutage(file);
      expect(await file.text()).toBe(apiDe.unavailable);

      const { handleUploadRequest } = await import('@/lib/api/uploads');
      const form = new FormData();
      form.append('file', new File([new Uint8Array(pdfDocument())], 'a.pdf', { type: 'application/pdf' }));
      const upload = await handleUploadRequest(
        new Request('http://localhost:3000/api/attachment/upload.json', {
          method: 'POST',
          body: form,
          headers: { origin: 'http://localhost:3000', 'x-forwarded-for': '198.51.100.77' },
        }),
        'attachment',
      );
      expectOutage(upload);
      expect(await upload.json()).toEqual([{ id: null, msgs: uploadsEn.errors.unavailable, code: 'unavailable' }]);

      const silent = await (
        await import('@/app/api/auth/silent/route')
      ).GET(
        new Request('http://localhost:3000/api/auth/silent?ac=abcdefabcdefabcdefabcdef01&next=/rfq', {
          headers: { 'x-forwarded-for': '198.51.100.78', cookie: 'lang=de' },
        }),
      );
      expectOutage(silent);
      expect(await silent.text()).toBe(apiDe.unavailable);
    });
  });
});

describe('a database that takes connections but never answers', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
  });

  it('answers 503 once the pool gives up connecting', async () => {
    const { port } = silent.address() as AddressInfo;
    await withDatabaseAt(
      `postgres://root@127.0.0.1:${port}/silent`,
      async () => {
        const res = await callGateway('main', 'cateAndTag', { body: { lang: 'en' } });
        expectOutage(res);
        expect(res.body).toMatchObject({ success: false, code: '100503', msg: apiEn.unavailable });
      },
      { DATABASE_CONNECT_TIMEOUT_MS: '300' },
    );
  });
});

describe('the database back', () => {
  it('answers the same calls again, and the pool no longer counts the database unreachable', async () => {
    expect(db().url).toBeTruthy();
    const res = await callGateway('main', 'cateAndTag', { body: { lang: 'en' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, code: '0' });
    expect(isDatabaseUnreachable()).toBe(false);
  });
});
