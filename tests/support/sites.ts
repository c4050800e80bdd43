import { FALLBACK_SITE } from '@/lib/sites/load';
import type { Site } from '@/lib/sites/resolve';

/** A site row for tests: the default global-buyer site at '/', with any field replaced. */
export function testSite(over: Partial<Site> = {}): Site {
  return { ...FALLBACK_SITE, languages: ['en', 'zh'], ...over };
}

/** The Türkiye country site at /tr. */
export const TURKIYE_SITE = testSite({
  id: 1003,
  code: 'tr',
  deployPath: '/tr',
  audience: 'country_site',
  languages: ['tr', 'en'],
  defaultLanguage: 'tr',
});
