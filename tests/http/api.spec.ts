import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The API through the built server: the gateway wrapper, the offline GeoIP data and the OpenAPI
// document must survive bundling (they are Node packages kept external in next.config.mjs).

test.describe('API gateways on the running site', () => {
  test('main gateway answers reference data in the envelope of spec §7', async ({ request }) => {
    const res = await request.post('/api/main/countries.json', { data: { lang: 'de', websiteId: 1001 } });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { success: boolean; code: string; data: { code: string; name: string }[] };
    expect(body.success).toBe(true);
    expect(body.code).toBe('0');
    expect(body.data.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
  });
  test('ipAys resolves a Polish address offline', async ({ request }) => {
    const res = await request.post('/api/main/ipAys', { data: { data: { ip: '83.0.0.1' } } });
    expect(await res.json()).toMatchObject({ success: true, data: { countryCode: 'PL', consentRequired: true } });
  });
  test('bad input gets the gateway error code, never a 500', async ({ request }) => {
    const res = await request.post('/api/expo/visit/track.json', {
      headers: { 'content-type': 'application/json' },
      data: '{"data":',
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, code: '400' });
  });
  test('a cross-site write from a browser is refused', async ({ request }) => {
    const res = await request.post('/api/main/behavior/event.json', {
      headers: { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' },
      data: { data: { eventAction: 'click', eventCategory: 'x', eventName: 'y' } },
    });
    expect(res.status()).toBe(403);
  });
  test("i18nAll gives clients the message files as written, not the site's compiled form", async ({ request }) => {
    // the site's bundles import the message files precompiled (next.config.mjs); the API reads the files
    const res = await request.post('/api/main/i18nAll', { data: { lang: 'pl', websiteId: 1001 } });
    const body = (await res.json()) as { data: { messages: Record<string, unknown> } };
    const onDisk = (ns: string) =>
      JSON.parse(readFileSync(path.join(__dirname, `../../messages/pl/${ns}.json`), 'utf8')) as unknown;
    expect(Object.keys(body.data.messages)).toEqual(expect.arrayContaining(['api', 'search', 'rfq']));
    // api holds plural messages ("{minutes, plural, …}"), which the compiled form turns into arrays
    for (const ns of Object.keys(body.data.messages)) expect(body.data.messages[ns]).toEqual(onDisk(ns));
  });
  test('CDN files and the OpenAPI document are served', async ({ request }) => {
    const cdn = await request.get('/api/cdn/1001/ja/shipmentTerm.json');
    expect(cdn.headers()['cache-control']).toMatch(/^public/);
    expect(((await cdn.json()) as { code: string }[]).map((t) => t.code)).toContain('FOB');
    const doc = (await (await request.get('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/api/main/i18nAll');
  });
});
