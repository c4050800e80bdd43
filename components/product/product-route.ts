import 'server-only';
import { settle } from '@/components/app/page-outcome';
import { decideProductPage, type DetailParams, type DetailSearchParams } from '@/lib/catalogue/product-route';

/** The product page's shell and product (lib/catalogue/product-route.ts), or its 404 or slug redirect. */
export async function resolveProductPage(
  params: Promise<DetailParams<'productId'>>,
  searchParams?: DetailSearchParams,
) {
  return settle(await decideProductPage(params, searchParams));
}
