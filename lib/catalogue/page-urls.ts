import 'server-only';
import { headers } from 'next/headers';
import type { Site } from '@/lib/sites/resolve';

/** The https origin of the site's absolute links: its own domain, else the request's host (as lib/shell/head.ts). */
export async function siteOrigin(site: Site): Promise<string> {
  const host = site.domain ?? (await headers()).get('host') ?? 'localhost';
  return `https://${host}`;
}
