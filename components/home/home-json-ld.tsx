import 'server-only';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import { pageUrls } from '@/lib/catalogue/page-urls';
import { href } from '@/lib/routes/href';
import type { Locale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/sites/resolve';

/**
 * The home page's structured data: the marketplace as an Organization, and the site as a WebSite whose
 * search a search engine may offer in its results (SearchAction into the product search's `keyword`).
 * URLs are the canonical ones, in the page's language and under the site's deploy path.
 */
export async function HomeJsonLd({ site, locale }: { site: Site; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const urls = await pageUrls(site, locale);
  const home = urls.page(href('home', {}, { site }));
  const search = urls.page(href('searchProduct', {}, { site }));
  const name = t('siteName');
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name,
          url: home,
          logo: `${urls.origin}/favicon.svg`,
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name,
          url: home,
          inLanguage: locale,
          potentialAction: {
            '@type': 'SearchAction',
            // the template's braces must reach the reader as written, not percent-encoded
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${search}${search.includes('?') ? '&' : '?'}keyword={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
    </>
  );
}
