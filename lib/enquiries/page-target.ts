import 'server-only';
import { cache } from 'react';
import { parseId } from '@/lib/catalogue/product';
import { sameSlug } from '@/lib/catalogue/product-route';
import { first, type RawQuery } from '@/lib/routes/query';
import { NOT_FOUND, pageOf, redirectTo, type PageOutcome } from '@/lib/routes/page-outcome';
import { findShell, type Shell, type ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';
import { enquiryPath, enquirySuccessPath, type EnquiryTargetRef } from './paths';
import { loadEnquiryProducts, loadEnquirySupplier, type EnquiryProduct, type EnquirySupplier } from './target';

export type ResolvedTarget =
  | { kind: 'product'; ref: EnquiryTargetRef; product: EnquiryProduct }
  | { kind: 'supplier'; ref: EnquiryTargetRef; supplier: EnquirySupplier };

export type EnquiryPageKind = 'form' | 'autoLogin' | 'success';

/** The folders of the enquiry pages: enquiry/{id}/{name}, enquiry/{id}/success/{name}, ac/enquiry/{id}/{name}. */
export type EnquiryRouteProps = {
  params: Promise<ShellParams & { id: string; name?: string[] }>;
  searchParams: Promise<RawQuery>;
};

/** An enquiry page's shell, what it is about, and its query. */
export type EnquiryPage = { shell: Shell; target: ResolvedTarget; query: URLSearchParams };

/**
 * The product or supplier of an enquiry page (spec §2 `{name}{id}`), the id a product's unless
 * `?type=supplier`. Unknown or unpublished: 404; another slug: a permanent redirect to
 * the page's one URL (as product pages do). The page acts on it (components/enquiries/page-target.ts).
 */
export async function decideEnquiryPage(
  props: EnquiryRouteProps,
  page: EnquiryPageKind,
): Promise<PageOutcome<EnquiryPage>> {
  const { site, locale, device, id, name } = await props.params;
  const search = await props.searchParams;
  const kind = first(search.type) === 'supplier' ? 'supplier' : 'product';
  const resolved = await resolveTarget(site, locale, device, id, name?.[0] ?? '', kind);
  if (!resolved) return NOT_FOUND;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (typeof value === 'string') query.set(key, value);
  }
  if (!resolved.slugMatches) {
    const ref = resolved.target.ref;
    const path = page === 'success' ? enquirySuccessPath(ref) : enquiryPath(ref, { autoLogin: page === 'autoLogin' });
    const keep = new URLSearchParams(query);
    keep.delete('type');
    const extra = keep.toString();
    return redirectTo(
      sitePath(resolved.shell.site, `${path}${extra ? `${path.includes('?') ? '&' : '?'}${extra}` : ''}`),
      true,
    );
  }
  return pageOf({ shell: resolved.shell, target: resolved.target, query });
}

// cached per request on plain values, so metadata and page share one lookup; undefined is a 404
const resolveTarget = cache(
  async (site: string, locale: string, device: string, rawId: string, name: string, kind: 'product' | 'supplier') => {
    const shell = await findShell({ site, locale, device });
    if (!shell) return undefined;
    const id = parseId(rawId);
    if (id === undefined) return undefined;
    if (kind === 'product') {
      const [product] = await loadEnquiryProducts(shell.locale, [id]);
      if (!product) return undefined;
      const ref: EnquiryTargetRef = { kind, id, slug: product.slug };
      return { shell, target: { kind, ref, product } as ResolvedTarget, slugMatches: sameSlug(name, product.slug) };
    }
    const supplier = await loadEnquirySupplier(shell.locale, id);
    if (!supplier) return undefined;
    const ref: EnquiryTargetRef = { kind, id, slug: supplier.slug };
    return { shell, target: { kind, ref, supplier } as ResolvedTarget, slugMatches: sameSlug(name, supplier.slug) };
  },
);
