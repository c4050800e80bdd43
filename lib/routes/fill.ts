/**
 * Filling a route's pattern (spec §2), without the table of patterns: `href` (./href.ts) fills from every
 * route's pattern, and client components fill from the few the layout hands them (`useHref`,
 * components/app/routes.tsx), so the browser never loads the whole table. Types come from ./paths.ts.
 */
import { sitePath } from '@/lib/sites/resolve';
import type { PathOf, RouteId } from './paths';

/** The form a link to a route takes while a promotion is browsed (spec §2 "Link shapes built by the product"). */
export const PROMOTED: Partial<Record<RouteId, RouteId>> = {
  product: 'promotionProduct',
  supplier: 'promotionSupplier',
  searchProduct: 'promotionSearchProduct',
  searchSupplier: 'promotionSearchSupplier',
};

/** The names of a pattern's parameters: `{name}`, `{name:rule}` and the optional `{name?}`. */
type Tokens<P extends string> = P extends `${string}{${infer T}}${infer Rest}` ? T | Tokens<Rest> : never;
type NameOf<T extends string> = T extends `${infer N}:${string}` ? N : T extends `${infer N}?` ? N : T;
type RequiredNames<P extends string> = NameOf<Exclude<Tokens<P>, `${string}?`>>;
type OptionalNames<P extends string> = NameOf<Extract<Tokens<P>, `${string}?`>>;

export type ParamValue = string | number;
/** The parameters of a route: every one its pattern names, the optional ones optional. */
export type RouteParams<I extends RouteId> = PatternParams<PathOf<I>>;
/** The arguments after the id: the parameters (left out when the route has none required), then options. */
export type HrefArgs<I extends RouteId> = [RequiredNames<PathOf<I>>] extends [never]
  ? [params?: RouteParams<I>, options?: HrefOptions]
  : [params: RouteParams<I>, options?: HrefOptions];
type PatternParams<P extends string> = { [K in RequiredNames<P>]: ParamValue } & {
  [K in OptionalNames<P>]?: ParamValue | undefined;
};

/** A link builder for some routes: `href` on the server, `useHref()` in client components. */
export type LinkFn<A extends RouteId> = <I extends A>(id: I, ...args: HrefArgs<I>) => string;

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;
/** Where a link is followed from: the site's deploy path (spec §6), and the promotion being browsed. */
export type LinkContext = { deployPath: string; promotion?: { theme: string; id: number } | null };
export type HrefOptions = { query?: Query; site?: LinkContext };

const TOKEN = /(\/)?\{(\w+)(?::\w+)?(\?)?\}/g;

/**
 * A value as path text: what would break the path (a slash, `?`, `#`, a space, a `%` that starts no escape,
 * characters outside ASCII) is percent-encoded, and escapes already there are kept, since stored slugs are
 * kept encoded (spec §2 slug rule, lib/links/slug.ts) and a path's own parameters arrive encoded.
 */
export function pathText(value: ParamValue): string {
  return String(value).replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~!$&'()*+,;=:@%]/gu, (c) => {
    try {
      return encodeURIComponent(c);
    } catch {
      return ''; // half of a surrogate pair names no character
    }
  });
}

/** A pattern with its parameters filled in as path text; an optional one left out or empty takes its slash. */
export function fillPattern(pattern: string, params: Readonly<Record<string, ParamValue | undefined>>): string {
  return pattern.replace(TOKEN, (_whole, slash: string | undefined, name: string, optional: string | undefined) => {
    const value = params[name];
    if (value === undefined || (optional && value === '')) {
      if (optional) return '';
      throw new Error(`${pattern} needs ${name}`);
    }
    return `${slash ?? ''}${pathText(value)}`;
  });
}

/** `?a=1&b=2` from a query, leaving out what is unset or empty; '' when nothing is left. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one === undefined || one === null || one === '') continue;
      search.append(key, String(one));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The path of route `id` from `paths`, with its parameters and query, under the site's deploy path when
 * `site` is given. Under a promotion (spec §2 "Link shapes built by the product") a route with a promoted
 * form takes it.
 */
export function hrefFrom<I extends RouteId>(
  paths: Readonly<Partial<Record<RouteId, string>>>,
  id: I,
  ...[params, options = {}]: HrefArgs<I>
): string {
  const values: Record<string, ParamValue | undefined> = { ...(params ?? {}) };
  const promotion = options.site?.promotion;
  const promoted = promotion ? PROMOTED[id] : undefined;
  const path =
    promotion && promoted
      ? fillPattern(patternOf(paths, promoted), {
          ...values,
          promotionTheme: promotion.theme,
          promotionId: promotion.id,
        })
      : fillPattern(patternOf(paths, id), values);
  const full = `${path}${queryString(options.query)}`;
  return options.site ? sitePath(options.site, full) : full;
}

function patternOf(paths: Readonly<Partial<Record<RouteId, string>>>, id: RouteId): string {
  const pattern = paths[id];
  if (pattern === undefined) throw new Error(`no pattern for ${id} here`);
  return pattern;
}
