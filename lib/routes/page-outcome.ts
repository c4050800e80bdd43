/**
 * What a page's parameters decide before anything renders (ARCHITECTURE.md "From URL to page"): the
 * page's data, a 404, or a redirect (permanent: 308, else 307). lib/ decides and returns it; the page acts
 * on it with settle() (components/app/page-outcome.ts), so lib/ never calls Next's navigation itself.
 */
export type PageOutcome<T> =
  { kind: 'page'; value: T } | { kind: 'notFound' } | { kind: 'redirect'; to: string; permanent: boolean };

/** The page renders, with this data. */
export function pageOf<T>(value: T): PageOutcome<T> {
  return { kind: 'page', value };
}

/** The page is a 404. */
export const NOT_FOUND = { kind: 'notFound' } as const;

/** The page redirects: permanently to its one URL (308), or to another page for now (307). */
export function redirectTo(to: string, permanent: boolean): { kind: 'redirect'; to: string; permanent: boolean } {
  return { kind: 'redirect', to, permanent };
}
