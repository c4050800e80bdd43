/**
 * spec §2 /link/{transfer}, spec §7 outbound links: a link out of the site names its destination in the
 * path, base64url-encoded, and the transfer page sends the visitor on only to an allowed domain (the
 * product's own, OWN_DOMAINS, and OUTBOUND_DOMAINS): the route is never an open redirect.
 * docs/decisions/0157.
 */
import { decorateOutboundUrl } from './build';

/** The longest transfer accepted: a destination URL of about 1,500 characters. */
export const TRANSFER_MAX = 2048;
const TRANSFER = /^[A-Za-z0-9_-]+$/;

export type OutboundRules = { ownDomains: readonly string[]; outboundDomains: readonly string[] };

/** The path segment that names `destination` (an absolute URL) on /link/{transfer}. */
export function encodeTransfer(destination: string): string {
  return Buffer.from(destination, 'utf8').toString('base64url');
}

function within(hostname: string, domains: readonly string[]): boolean {
  return domains.some((d) => hostname === d || hostname.endsWith(`.${d}`));
}

/**
 * The destination a transfer names, decorated as spec §7 has it (`lang` on the product's own domains, a
 * host named `global` as `www`), or undefined when it is not an http(s) URL on an allowed domain, carries
 * a user name or password, or is not valid base64url of valid UTF-8.
 */
export function readTransfer(
  transfer: string,
  lang: string,
  rules: OutboundRules,
): { url: string; host: string; own: boolean } | undefined {
  if (transfer.length > TRANSFER_MAX || !TRANSFER.test(transfer)) return undefined;
  const bytes = Buffer.from(transfer, 'base64url');
  // base64url decoding skips what it cannot read: only a transfer that encodes back the same is taken
  if (bytes.toString('base64url') !== transfer) return undefined;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  const decorated = new URL(decorateOutboundUrl(url.toString(), { lang, ownDomains: rules.ownDomains }));
  const own = within(decorated.hostname, rules.ownDomains);
  if (!own && !within(decorated.hostname, rules.outboundDomains)) return undefined;
  return { url: decorated.toString(), host: decorated.hostname, own };
}
