// @ts-check
/**
 * Whether every percent escape of a request's path decodes to UTF-8 text (the query string is not read).
 * Next cannot decode the others (`%ZZ`, a lone `%`, `%FF`, an overlong `%C0%AF`) and answered them with a
 * 500; server/serve.mjs answers 400 for those outside the proxy's reach (the API, Next's files, media,
 * sitemaps), and the proxy gives pages the not-found page (lib/proxy/route-request.ts `decodablePath`,
 * the same rule; tests/unit/request-path.test.ts holds them equal).
 * @param {string} url the request target, `/path?query`
 */
export function decodableTarget(url) {
  const query = url.indexOf('?');
  try {
    decodeURIComponent(query === -1 ? url : url.slice(0, query));
    return true;
  } catch {
    return false;
  }
}
