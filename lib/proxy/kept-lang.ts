/**
 * The request header with which the proxy tells a page that its URL asked for the language it is served
 * in (`?lang=de`, served in German). A page's redirect then keeps that `?lang=` (lib/shell/redirect.ts):
 * a crawler keeps no cookie, so it reaches a language version only through the query. The proxy drops any
 * such header a client sent, so the header follows from the URL alone and cached redirects stay right.
 */
export const KEPT_LANG_HEADER = 'x-sourcefair-kept-lang';
