import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { cache } from 'react';
import { parseId } from '@/lib/catalogue/product';
import { sameSlug } from '@/lib/catalogue/product-route';
import { matchRoute } from '@/lib/routes/match';
import { readShell, type Shell, type ShellParams } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';
import { enquiryPath, enquirySuccessPath, type EnquiryTargetRef } from './paths';
import { loadEnquiryProducts, loadEnquirySupplier, type EnquiryProduct, type EnquirySupplier } from './target';

export type ResolvedTarget =
  | { kind: 'product'; ref: EnquiryTargetRef; product: EnquiryProduct }
  | { kind: 'supplier'; ref: EnquiryTargetRef; supplier: EnquirySupplier };

export type EnquiryPageKind = 'form' | 'autoLogin' | 'success';

export type EnquiryRouteProps = {
  params: Promise<ShellParams & { target: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The product or supplier of an enquiry page: `{name}{id}` under the registry's own pattern, the id a
 * product's unless `?type=supplier`. Unknown or unpublished: 404; another slug: a permanent redirect to
 * the page's one URL (as product pages do).
 */
export async function resolveEnquiryPage(
  props: EnquiryRouteProps,
  page: EnquiryPageKind,
): Promise<{ shell: Shell; target: ResolvedTarget; query: URLSearchParams }> {
  const { site, locale, device, target } = await props.params;
  const search = await props.searchParams;
  const type = Array.isArray(search.type) ? search.type[0] : search.type;
  const resolved = await resolveTarget(site, locale, device, target, type === 'supplier' ? 'supplier' : 'product');
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
  async (site: string, locale: string, device: string, segment: string, kind: 'product' | 'supplier') => {
    const shell = await readShell(Promise.resolve({ site, locale, device }));
    const match = matchRoute(`/enquiry/${segment}`);
    if (match?.route.id !== 'enquiry') notFound();
    const { name = '', id: rawId } = match.params;
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
