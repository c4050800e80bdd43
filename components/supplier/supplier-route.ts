import 'server-only';
import { settle } from '@/components/app/page-outcome';
import { decideSupplierPage, type DetailParams, type DetailSearchParams } from '@/lib/catalogue/product-route';

/** The supplier page's shell and supplier (lib/catalogue/product-route.ts), or its 404 or slug redirect. */
export async function resolveSupplierPage(
  params: Promise<DetailParams<'supplierId'>>,
  searchParams?: DetailSearchParams,
) {
  return settle(await decideSupplierPage(params, searchParams));
}
