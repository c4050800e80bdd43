import 'server-only';
import { unsubscribeTokenFor } from '@/lib/accounts/notifications';
import { ONE_CLICK_UNSUBSCRIBE_PATH, type UnsubscribeSetting } from '@/lib/accounts/unsubscribe-token';
import { href, queryString } from '@/lib/routes/href';
import { sitePath, type Site } from '@/lib/sites/resolve';
import type { UnsubscribeLinks } from './templates';

/** Where a mail's links point: the site the request came for, at the origin its visitors use. */
export type MailSite = { origin: string; site: Pick<Site, 'id' | 'deployPath'> };

/** An absolute link to a page of the site (with its deploy path). */
export function mailPageUrl(to: MailSite, path: string): string {
  return `${to.origin}${sitePath(to.site, path)}`;
}

/**
 * The signed unsubscribe links of a mail that is not strictly transactional: the settings page (it asks
 * before it changes anything) and the one-click address of RFC 8058, which switches off on a POST.
 */
export function unsubscribeLinksFor(to: MailSite, accountId: number, setting: UnsubscribeSetting): UnsubscribeLinks {
  const token = unsubscribeTokenFor(accountId, setting);
  return {
    page: mailPageUrl(to, href('unsubscribe', {}, { query: { token } })),
    oneClick: `${to.origin}${ONE_CLICK_UNSUBSCRIBE_PATH}${queryString({ websiteId: to.site.id, token })}`,
  };
}
