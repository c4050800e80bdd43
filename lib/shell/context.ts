import 'server-only';
import type { DeviceClass } from '@/lib/device/detect';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { readId } from '@/lib/routes/query';
import { getSiteById } from '@/lib/sites/load';
import type { Site } from '@/lib/sites/resolve';

export type ShellParams = { site: string; locale: string; device: string };
export type Shell = { site: Site; locale: Locale; device: DeviceClass };

/**
 * The internal segments the proxy wrote, checked: a site that exists, a language it offers, a known
 * device class. Anything else is undefined, a 404 (the segments are never reachable from outside), which
 * the page's readShell (components/app/shell.ts) answers.
 */
export async function findShell({ site: siteId, locale, device }: ShellParams): Promise<Shell | undefined> {
  const id = readId(siteId);
  const site = id === undefined ? undefined : await getSiteById(id);
  if (!site || !isLocale(locale) || !site.languages.includes(locale)) return undefined;
  if (device !== 'desktop' && device !== 'mobile') return undefined;
  return { site, locale, device };
}
