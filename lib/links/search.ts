import type { LinkContext, LinkFn } from '@/lib/routes/fill';
import { readId } from '@/lib/routes/query';

/**
 * spec §2 search link: keyword and id as given; exhibitionId only without a promotion, taken from the
 * current URL when it is an id. `link` is `href` on the server and `useHref()` in the browser.
 */
export function searchPath(
  link: LinkFn<'searchProduct' | 'searchSupplier'>,
  kind: 'product' | 'supplier',
  query: { keyword?: string; id?: string | number; currentUrl?: string },
  ctx: LinkContext = { deployPath: '/' },
): string {
  const exhibitionId =
    !ctx.promotion && query.currentUrl
      ? readId(new URL(query.currentUrl, 'http://x').searchParams.get('exhibitionId') ?? undefined)
      : undefined;
  const route = kind === 'product' ? 'searchProduct' : 'searchSupplier';
  return link(route, {}, { site: ctx, query: { exhibitionId, keyword: query.keyword, id: query.id } });
}
