import 'server-only';
import { sitePath } from '@/lib/sites/resolve';
import type { CallContext } from '../handler';

/** The caller's site origin: its own domain when it has one, else the host the request came to. */
export function siteOrigin(context: CallContext): string {
  return context.site.domain ? `https://${context.site.domain}` : new URL(context.request.url).origin;
}

/** An absolute link to a page of the caller's site. */
export function siteUrl(context: CallContext, path: string): string {
  return `${siteOrigin(context)}${sitePath(context.site, path)}`;
}
