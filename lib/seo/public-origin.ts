/** A host name the machine itself answers on: the demo and development servers, never a public site. */
const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * The origin a site's absolute links name (canonicals, language links, sitemaps, robots.txt, JSON-LD):
 * https at the site's own domain, else at the host the request came to; plain http on a loopback host,
 * where the demo serves without TLS (issue 53: its sitemaps and canonicals named https://localhost, which
 * nothing answers).
 */
export function publicOrigin(domain: string | null | undefined, host: string | null | undefined): string {
  if (domain) return `https://${domain}`;
  const name = host || 'localhost';
  return `${LOOPBACK.test(name) ? 'http' : 'https'}://${name}`;
}
