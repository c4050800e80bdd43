import 'server-only';
import { notFound } from 'next/navigation';
import type { DeviceClass } from '@/lib/device/detect';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { readId } from '@/lib/routes/query';
import { getSiteById } from '@/lib/sites/load';
import type { Site } from '@/lib/sites/resolve';

export type ShellParams = { site: string; locale: string; device: string };
export type Shell = { site: Site; locale: Locale; device: DeviceClass };

/**
 * The internal segments the proxy wrote, checked: a site that exists, a language it offers, a known
 * device class. Anything else is a 404 (the segments are never reachable from outside).
 */
export async function readShell(params: Promise<ShellParams>): Promise<Shell> {
  const { site: siteId, locale, device } = await params;
  const id = readId(siteId);
  const site = id === undefined ? undefined : await getSiteById(id);
  if (!site || !isLocale(locale) || !site.languages.includes(locale)) notFound();
  if (device !== 'desktop' && device !== 'mobile') notFound();
  return { site, locale, device };
}
