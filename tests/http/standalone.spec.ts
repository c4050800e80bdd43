import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROUTES } from '@/lib/routes/registry';
import { examplePath } from '../support/route-examples';
import { startStandalone } from '../support/standalone-server';

// Issue 49: the site runs on Next's public surface, so the standalone output most hosts run
// (.next/standalone/server.js, completed by scripts/standalone.mjs) answers every live route as the
// production server does: status, redirect, canonical and hreflang, on desktop and on a phone. Plain
// requests, no browser (the HTTP layer).
const root = path.resolve(__dirname, '../..');
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

type Answer = { status: number; location: string | null; type: string; canonical: string[]; hreflang: string[] };

async function answer(site: string, pathname: string, userAgent: string): Promise<Answer> {
  const res = await fetch(`${site}${pathname}`, {
    redirect: 'manual',
    headers: { 'accept-language': 'en', 'user-agent': userAgent },
  });
  const html = await res.text();
  const type = res.headers.get('content-type') ?? '';
  const links = type.startsWith('text/html') ? [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]) : [];
  // each server names its own origin (its port): the paths are compared
  const sitePath = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const hrefOf = (tag: string) => sitePath(/\shref="([^"]*)"/.exec(tag)?.[1] ?? '');
  const location = res.headers.get('location');
  return {
    status: res.status,
    location: location ? sitePath(location) : null,
    type: type.split(';')[0] ?? '',
    canonical: links.filter((tag) => /\srel="canonical"/.test(tag)).map(hrefOf),
    hreflang: links
      .filter((tag) => /\shrefLang="|\shreflang="/i.test(tag))
      .map((tag) => `${/\shreflang="([^"]*)"/i.exec(tag)?.[1]} ${hrefOf(tag)}`)
      .sort(),
  };
}

let stop: (() => Promise<void>) | undefined;
let site = '';

test.beforeAll(async () => {
  const serverFile = path.join(root, '.next/standalone/server.js');
  expect(existsSync(serverFile), 'npm run build writes .next/standalone').toBe(true);
  expect(existsSync(path.join(root, '.next/standalone/.next/static')), 'scripts/standalone.mjs copies the assets').toBe(
    true,
  );
  const server = await startStandalone();
  site = server.site;
  stop = server.stop;
});

test.afterAll(async () => {
  await stop?.();
});

for (const route of ROUTES.filter((r) => r.status === 'live')) {
  // the e2e catalogue's first product, supplier and category (ids from 1)
  const pathname = examplePath(route, { id: '1' });
  test(`${route.id} ${pathname} answers from the standalone output as from the production server`, async ({
    baseURL,
  }) => {
    for (const userAgent of [DESKTOP, PHONE]) {
      const [standalone, production] = await Promise.all([
        answer(site, pathname, userAgent),
        answer(baseURL!, pathname, userAgent),
      ]);
      expect(standalone.status, `${pathname} ${userAgent}`).toBeLessThan(500);
      expect(standalone, `${pathname} ${userAgent}`).toEqual(production);
      if (standalone.status === 200 && standalone.type === 'text/html' && standalone.canonical.length > 0) {
        expect(standalone.hreflang.length, pathname).toBeGreaterThan(0);
      }
    }
  });
}
