import type { analyticsTrack, behaviourEvent, visitTrack } from '@/lib/api/contracts/tracking';
import { ANALYTICS_TRACK, BEHAVIOUR_EVENT, VISIT_TRACK } from '@/lib/api/contracts/tracking-routes';
import { whenAnalyticsAllowed } from '@/lib/consent/gate';
import { sendEvent } from '@/lib/gateway/request';
import { captureAttribution, getBuyerUserInfo, getVisitorId } from '@/lib/gateway/session-values';
import { matchRoute } from '@/lib/routes/match';

// Loaded by <PageView /> after the page has rendered: the route registry stays out of every page's
// first-load JavaScript, and the events go out without the tracking contracts' schemas (no zod at all).

/** The path without the site's deploy path, as the route registry writes it. */
export function routePath(pathname: string, deployPath: string): string {
  if (deployPath === '/' || !deployPath) return pathname;
  if (pathname === deployPath) return '/';
  return pathname.startsWith(`${deployPath}/`) ? pathname.slice(deployPath.length) : pathname;
}

/** The Page_View properties: the route's id and parameters (at most 20 values of 500 characters, as the contract allows). */
export function pageViewProps(path: string): Record<string, string> | undefined {
  const match = matchRoute(path);
  if (!match) return undefined;
  const params = Object.entries(match.params).map(([k, v]) => [k, v.slice(0, 500)] as const);
  return Object.fromEntries([['route', match.route.id] as const, ...params].slice(0, 20));
}

/**
 * Sends one Page_View (spec §7 visit tracking) through the consent gate (lib/consent/gate.ts): held until
 * the visitor allows analytics, dropped on reject. The page's address and route are read now, when the
 * view happens, not when the visitor decides. Tracking never shows an error nor throws.
 */
export function trackPageView(deployPath: string): void {
  const href = window.location.href.slice(0, 2048);
  const path = window.location.pathname;
  whenAnalyticsAllowed(() => sendPageView(deployPath, href, path));
}

function sendPageView(deployPath: string, href: string, path: string): void {
  try {
    captureAttribution(href);
    const props = pageViewProps(routePath(path, deployPath));
    const userId = getBuyerUserInfo()?.userId;
    // sent without the contract's schemas: a page view loads no zod (lib/gateway/request.ts sendEvent)
    void sendEvent<typeof visitTrack>(VISIT_TRACK, {
      eventAction: 'view',
      eventCategory: 'page',
      eventName: 'Page_View',
      pageUrl: href,
      visitorId: getVisitorId(),
      ...(userId !== undefined && { userId }),
      ...(props && { props }),
    }).catch(() => undefined);
    if (props?.promotionId) sendPromotionStatistics(props.promotionId, props.route ?? '', href);
  } catch {
    // tracking is best effort
  }
}

/**
 * spec §2: the statistics script runs only when the route has a promotionId parameter. Sourcefair's
 * statistics are its own analytics event (no third-party script), counted per promotion.
 */
export function sendPromotionStatistics(promotionId: string, route: string, href: string): void {
  void sendEvent<typeof analyticsTrack>(ANALYTICS_TRACK, {
    eventAction: 'view',
    eventCategory: 'promotion',
    eventName: 'Promotion_View',
    pageUrl: href,
    visitorId: getVisitorId(),
    props: { promotionId, route },
  }).catch(() => undefined);
}

/** The attribute that marks a call to action whose use is counted: "category:action:name". */
export const TRACK_ATTRIBUTE = 'data-track';

/** The behaviour event a click on `target` makes, when it is inside a marked element. */
export function behaviourOf(target: EventTarget | null): { category: string; action: string; name: string } | null {
  const marked = target instanceof Element ? target.closest(`[${TRACK_ATTRIBUTE}]`) : null;
  const [category, action, name] = (marked?.getAttribute(TRACK_ATTRIBUTE) ?? '').split(':');
  return category && action && name ? { category, action, name } : null;
}

/**
 * spec §7 behaviour event: a click on a marked call to action (`data-track`), through the consent gate like
 * every analytics call. A link that leaves the page is sent with keepalive, so the event outlives it.
 */
export function trackBehaviour(event: { category: string; action: string; name: string }): void {
  const href = window.location.href.slice(0, 2048);
  whenAnalyticsAllowed(() => {
    const userId = getBuyerUserInfo()?.userId;
    void sendEvent<typeof behaviourEvent>(
      BEHAVIOUR_EVENT,
      {
        eventAction: event.action,
        eventCategory: event.category,
        eventName: event.name,
        pageUrl: href,
        visitorId: getVisitorId(),
        ...(userId !== undefined && { userId }),
      },
      { keepalive: true },
    ).catch(() => undefined);
  });
}
