import 'server-only';
import { headers } from 'next/headers';
import { breadcrumbJsonLd, JsonLd } from '@/components/seo/json-ld';
import type { Crumb } from '@/components/ui/breadcrumbs';
import type { ProductCard } from '@/lib/catalogue/home';
import { buildProductPath, type LinkContext } from '@/lib/links/build';
import type { Site } from '@/lib/sites/resolve';

/** The origin of the site's absolute URLs: its own domain, else the host asked (as lib/shell/head.ts). */
async function originOf(site: Site): Promise<string> {
  return `https://${site.domain ?? (await headers()).get('host') ?? 'localhost'}`;
}

/** schema.org BreadcrumbList and ItemList of a list page (spec §2 SEO of list pages). */
export async function ListJsonLd(props: {
  site: Site;
  crumbs: readonly Crumb[];
  items?: readonly ProductCard[];
  firstPosition?: number;
  links: LinkContext;
}) {
  const origin = await originOf(props.site);
  const abs = (href: string | undefined) => (href ? `${origin}${href}` : undefined);
  const itemList = props.items && {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: props.items.map((product, i) => ({
      '@type': 'ListItem',
      position: (props.firstPosition ?? 1) + i,
      name: product.name,
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
