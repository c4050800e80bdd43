import 'server-only';
import { breadcrumbJsonLd, JsonLd } from '@/components/seo/json-ld';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { ProductCard } from '@/lib/catalogue/home';
import { buildProductPath, type LinkContext } from '@/lib/links/build';
import { pageUrls } from '@/lib/catalogue/page-urls';
import type { Site } from '@/lib/sites/resolve';

/** schema.org BreadcrumbList and ItemList of a list page (spec §2 SEO of list pages). */
export async function ListJsonLd(props: {
  site: Site;
  locale: string;
  crumbs: readonly Crumb[];
  items?: readonly ProductCard[];
  firstPosition?: number;
  links: LinkContext;
}) {
  // each link as the canonical URL of its page in this page's language (spec §2)
  const urls = await pageUrls(props.site, props.locale);
  const abs = (href: string | undefined) => (href ? urls.page(href) : undefined);
  // A summary page's list: each item its position and its page's URL, which carries the rest (the
  // product's name there is its page's own). The names travelled twice in every list page, in the HTML
  // and in the inline payload: about 0.5 KB of a category page's 15 KB gzipped (bench/README.md, "The
  // document's first round trip").
  const itemList = props.items && {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: props.items.map((product, i) => ({
      '@type': 'ListItem',
      position: (props.firstPosition ?? 1) + i,
      url: abs(buildProductPath(product, props.links)),
    })),
  };
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(props.crumbs.map((c) => ({ name: c.name, url: abs(c.href) })))} />
      {itemList && itemList.itemListElement.length > 0 && <JsonLd data={itemList} />}
    </>
  );
}
