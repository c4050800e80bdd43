import type { Site } from '@/lib/sites/resolve';

/** A site row for tests: the default global-buyer site at '/', with any field replaced. */
export function testSite(over: Partial<Site> = {}): Site {
  return {
    id: 1001,
    code: 'global',
    name: 'Sourcefair',
    deployPath: '/',
    domain: null,
    audience: 'global_buyer',
    languages: ['en', 'zh'],
    defaultLanguage: 'en',
    countryCode: null,
    themeColor: '#0b6e4f',
    ...over,
  };
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
