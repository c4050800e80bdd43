import type { Query } from '@/lib/routes/href';
import type { RawQuery } from '@/lib/routes/query';

/**
 * The query of a list's own URL, where a `?page=` it cannot read is sent (spec §2 "pageNo is a positive
 * integer"): every other value as asked, without `page`; `lang` is left to the redirect, which keeps it
 * when it is the language the page is served in (lib/shell/redirect.ts).
 */
export function withoutPage(query: RawQuery): Query {
  const { page: _page, lang: _lang, ...rest } = query;
  return rest;
}
