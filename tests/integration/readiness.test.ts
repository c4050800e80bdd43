import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedServer } from '@/lib/db/embedded';
import { resetEnvForTests } from '@/lib/env';

// A server of this test's own, so stopping it touches nothing else, with or without DATABASE_URL.
let server: EmbeddedServer | undefined;
let dir = '';
const savedUrl = process.env.DATABASE_URL;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sf-ready-'));
  chmodSync(dir, 0o777); // as root, PostgreSQL runs as the 'postgres' user and must write here
  server = await startEmbeddedPostgres(path.join(dir, 'pg'));
  process.env.DATABASE_URL = server.url;
  resetEnvForTests();
});

afterAll(async () => {
  const { closeDb } = await import('@/lib/db/client');
  await closeDb();
  await server?.stop();
  process.env.DATABASE_URL = savedUrl;
  resetEnvForTests();
  rmSync(dir, { recursive: true, force: true });
});

describe('health endpoints', () => {
  it('answers liveness without the database', async () => {
    const { GET } = await import('@/app/api/health/live/route');
    const response = GET();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('is ready while the database answers and 503 once it stops', async () => {
    const { GET } = await import('@/app/api/health/ready/route');
    const up = await GET();
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({ status: 'ready', checks: { database: 'up' } });
    expect(up.headers.get('cache-control')).toBe('no-store');

    await server?.stop();
    const down = await GET();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'unavailable', checks: { database: 'down' } });
  });
});
