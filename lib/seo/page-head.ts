import 'server-only';
import type { Metadata } from 'next';
import { headLinks } from '@/lib/shell/head';
import { sitePath, type Site } from '@/lib/sites/resolve';
import { siteOrigin } from '@/lib/catalogue/page-urls';

/** An absolute URL of a site page (site domain, else the request host; ./public-origin.ts), for JSON-LD. */
export async function absoluteUrl(site: Site, path: string): Promise<string> {
  return `${await siteOrigin(site)}${sitePath(site, path)}`;
}

/** `?page=` added to every link of a head (page 1 is the list's own URL). */
function withPage(href: string, page: number): string {
  if (page <= 1) return href;
  const url = new URL(href);
  url.searchParams.set('page', String(page));
  return url.toString();
}

type Head = { title: string; description: string; keywords: string; page?: number };

/** A list's head links for its page `page`: a later page is its own canonical (`?page=`), in every language. */
export function pagedLinks(links: Metadata['alternates'], page: number): Metadata['alternates'] {
  const canonical = typeof links?.canonical === 'string' ? withPage(links.canonical, page) : links?.canonical;
  const languages = Object.fromEntries(
    Object.entries(links?.languages ?? {}).map(([lang, href]) => [
      lang,
      typeof href === 'string' ? withPage(href, page) : href,
    ]),
  );
  return { canonical, languages };
}

/**
 * spec §2 page head: title, description and keywords from the messages, canonical and language
 * alternates from lib/shell/head.ts; a later page of a list is its own canonical (`?page=`).
 */
export async function pageMetadata(site: Site, path: string, locale: string, head: Head): Promise<Metadata> {
  return {
    title: head.title,
    description: head.description,
    keywords: head.keywords,
    alternates: pagedLinks(await headLinks(site, path, locale), head.page ?? 1),
  };
}
