import { expect, test } from '@playwright/test';

// What the production server serves besides pages: health checks, generated images, public/ files.

test.describe('service endpoints', () => {
  test('reports liveness and readiness', async ({ request }) => {
    const live = await request.get('/api/health/live');
    expect(live.status()).toBe(200);
    const ready = await request.get('/api/health/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', checks: { database: 'up' } });
  });
  test('serves generated images and refuses unknown names', async ({ request }) => {
    const svg = await request.get('/media/gen/product/1-0.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    expect(svg.headers()['cache-control']).toContain('immutable');
    expect((await request.get('/media/gen/product/abc.svg')).status()).toBe(404);
    expect((await request.get('/media/gen/secret/1.svg')).status()).toBe(404);
  });
  test('serves files from public/ untouched by the language rewrite', async ({ request }) => {
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });
});
