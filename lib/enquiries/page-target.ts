import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { parseId } from '@/lib/catalogue/product';
import { sameSlug } from '@/lib/catalogue/product-route';
import { first, type RawQuery } from '@/lib/routes/query';
import { readShell, type Shell, type ShellParams } from '@/lib/shell/context';
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

/**
 * The product or supplier of an enquiry page (spec §2 `{name}{id}`), the id a product's unless
 * `?type=supplier`. Unknown or unpublished: 404; another slug: a permanent redirect to
 * the page's one URL (as product pages do).
 */
export async function resolveEnquiryPage(
  props: EnquiryRouteProps,
  page: EnquiryPageKind,
): Promise<{ shell: Shell; target: ResolvedTarget; query: URLSearchParams }> {
  const { site, locale, device, id, name } = await props.params;
  const search = await props.searchParams;
  const kind = first(search.type) === 'supplier' ? 'supplier' : 'product';
  const resolved = await resolveTarget(site, locale, device, id, name?.[0] ?? '', kind);
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
    permanentRedirect(
      sitePath(resolved.shell.site, `${path}${extra ? `${path.includes('?') ? '&' : '?'}${extra}` : ''}`),
    );
  }
  return { shell: resolved.shell, target: resolved.target, query };
}

// cached per request on plain values, so metadata and page share one lookup
const resolveTarget = cache(
  async (site: string, locale: string, device: string, rawId: string, name: string, kind: 'product' | 'supplier') => {
    const shell = await readShell(Promise.resolve({ site, locale, device }));
    const id = parseId(rawId);
    if (id === undefined) notFound();
    if (kind === 'product') {
      const [product] = await loadEnquiryProducts(shell.locale, [id]);
      if (!product) notFound();
      const ref: EnquiryTargetRef = { kind, id, slug: product.slug };
      return { shell, target: { kind, ref, product } as ResolvedTarget, slugMatches: sameSlug(name, product.slug) };
    }
    const supplier = await loadEnquirySupplier(shell.locale, id);
    if (!supplier) notFound();
    const ref: EnquiryTargetRef = { kind, id, slug: supplier.slug };
    return { shell, target: { kind, ref, supplier } as ResolvedTarget, slugMatches: sameSlug(name, supplier.slug) };
  },
);
