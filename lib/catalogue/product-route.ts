import 'server-only';
import { cache } from 'react';
import { buildProductPath, buildSupplierPath, keepRequestedLang } from '@/lib/links/build';
import { first } from '@/lib/routes/query';
import { NOT_FOUND, pageOf, redirectTo, type PageOutcome } from '@/lib/routes/page-outcome';
import { findShell, type Shell, type ShellParams } from '@/lib/shell/context';
import { getProductDetail, parseId, type ProductDetail } from './product';
import { getSupplierDetail, type SupplierDetail } from './supplier';

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Whether the slug in a path is the stored one, whether or not either arrived URL-encoded. */
export function sameSlug(requested: string, stored: string): boolean {
  return safeDecode(requested) === safeDecode(stored);
}

/** A detail page's query, which a slug's redirect reads `lang` from. */
export type DetailSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The `lang` a request asked for, which a slug's redirect keeps (`keepRequestedLang`). */
async function requestedLang(searchParams: DetailSearchParams | undefined): Promise<string | undefined> {
  return first((await searchParams)?.lang);
}

/** The folders of a detail page: its id, and the slug the link spelled (none when the link had none). */
export type DetailParams<Id extends string> = ShellParams & { [K in Id]: string } & { name?: string[] };

/**
 * spec §2 product route /{name}{productId}.html: the published product of the id, or a 404.
 * Without a slug (`/{productId}.html`) it is the page's canonical URL (lib/links/canonical.ts) and
 * answers itself; a slug other than the stored one redirects permanently to the product's link,
 * keeping the `?lang=` asked for. The page acts on it (components/product/product-route.ts).
 */
export async function decideProductPage(
  params: Promise<DetailParams<'productId'>>,
  searchParams?: DetailSearchParams,
): Promise<PageOutcome<{ shell: Shell; product: ProductDetail }>> {
  const { site, locale, device, productId, name } = await params;
  return decideProduct(site, locale, device, productId, name?.[0] ?? '', await requestedLang(searchParams));
}

// cached per request on plain values, so metadata and page share one lookup
const decideProduct = cache(
  async (
    site: string,
    locale: string,
    device: string,
    productId: string,
    name: string,
    lang: string | undefined,
  ): Promise<PageOutcome<{ shell: Shell; product: ProductDetail }>> => {
    const shell = await findShell({ site, locale, device });
    if (!shell) return NOT_FOUND;
    const id = parseId(productId);
    if (id === undefined) return NOT_FOUND; // non-digit ids never reach the database
    const product = await getProductDetail(shell.locale, id);
    if (!product) return NOT_FOUND;
    if (name !== '' && !sameSlug(name, product.slug)) {
      return redirectTo(
        keepRequestedLang(buildProductPath(product, { deployPath: shell.site.deployPath }), lang, shell.locale),
        true,
      );
    }
    return pageOf({ shell, product });
  },
);

/**
 * spec §2 supplier route /supplier/{name}{supplierId}.html, with the same canonical-slug rule
 * (components/supplier/supplier-route.ts acts on it).
 */
export async function decideSupplierPage(
  params: Promise<DetailParams<'supplierId'>>,
  searchParams?: DetailSearchParams,
): Promise<PageOutcome<{ shell: Shell; supplier: SupplierDetail }>> {
  const { site, locale, device, supplierId, name } = await params;
  return decideSupplier(site, locale, device, supplierId, name?.[0] ?? '', await requestedLang(searchParams));
}

const decideSupplier = cache(
  async (
    site: string,
    locale: string,
    device: string,
    supplierId: string,
    name: string,
    lang: string | undefined,
  ): Promise<PageOutcome<{ shell: Shell; supplier: SupplierDetail }>> => {
    const shell = await findShell({ site, locale, device });
    if (!shell) return NOT_FOUND;
    const id = parseId(supplierId);
    if (id === undefined) return NOT_FOUND;
    const supplier = await getSupplierDetail(shell.locale, id);
    if (!supplier) return NOT_FOUND;
    if (name !== '' && !sameSlug(name, supplier.slug)) {
      return redirectTo(
        keepRequestedLang(buildSupplierPath(supplier, { deployPath: shell.site.deployPath }), lang, shell.locale),
        true,
      );
    }
    return pageOf({ shell, supplier });
  },
);

/** Keywords of a page head: distinct, non-empty, comma separated. */
export function keywordsOf(words: readonly (string | null | undefined)[]): string {
  return [...new Set(words.filter((w): w is string => Boolean(w)))].join(', ');
}

/** A meta description: the text cut at a word near 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}
