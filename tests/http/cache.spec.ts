import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The data cache is memory only (next.config.mjs): serving cached lists writes nothing to disk, so the
// cache stays bounded whatever the catalogue's size and never outlives the database that filled it.
test('serving pages with cached data writes no cache files', async ({ request }) => {
  for (const url of ['/', '/?lang=de', '/tr']) {
    expect((await request.get(url)).status()).toBe(200);
  }
  const cacheDir = path.resolve(__dirname, '../../.next/cache');
  const written = existsSync(cacheDir) ? readdirSync(cacheDir) : [];
  expect(written.filter((name) => name === 'fetch-cache' || name === 'isr')).toEqual([]);
});
