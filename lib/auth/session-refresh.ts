import type { BuyerUserInfo, PurchaseInfo } from '@/lib/accounts/schemas';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';
import { clearBuyerSession, getBuyerToken, getBuyerUserInfo, setBuyerUserInfo } from '@/lib/gateway/session-values';

/** Set in the tab's session storage just before a start-up reload; the next start-up takes it and never reloads again. */
export const RELOAD_MARKER_KEY = 'sf_sessionReloaded';

/**
 * What the start-up refresh did: `signedOut` nobody is signed in (stored values forgotten), `current` the
 * stored info is fresh, `reloaded` the info changed and the page reloads, `ended` the session is no longer
 * valid (forgotten quietly), `failed` the server could not be asked (the stored values stay).
 */
export type RefreshOutcome = 'signedOut' | 'current' | 'reloaded' | 'ended' | 'failed';

export type RefreshDeps = {
  reload: () => void;
  /** Receives the fresh purchase info (the page keeps it in its query cache). */
  onFresh?: (user: BuyerUserInfo, purchase: PurchaseInfo | null) => void;
};

type Fresh = { user: BuyerUserInfo; purchase: PurchaseInfo | null };

// The start-up ends a stale session itself: no forced login, no toast (spec §4 "quietly").
const QUIET = { toast: false, forceLogin: false } as const;

function isInvalidToken(error: unknown): boolean {
  return isGatewayError(error) && error.type === 'INVALID_TOKEN';
}

/** User info and purchase info of the session the token names (null: the session cookie alone). */
async function fetchSession(token: string | null): Promise<Fresh> {
  const [user, purchase] = await Promise.allSettled([
    gateway.getUserInfo(undefined, { ...QUIET, token }),
    gateway.getPurchaseInfo(undefined, { ...QUIET, token }),
  ]);
  if (user.status === 'rejected') throw user.reason;
  return { user: user.value, purchase: purchase.status === 'fulfilled' ? purchase.value : null };
}

/** Order does not matter: a tag list read back in another order is the same choice. */
export function sameTags(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sorted = [...b].sort();
  return [...a].sort().every((code, i) => code === sorted[i]);
}

/** Takes the marker of a start-up reload: true when this page load is that reload. */
function takeReloadMarker(): boolean {
  try {
    const marked = window.sessionStorage.getItem(RELOAD_MARKER_KEY) !== null;
    window.sessionStorage.removeItem(RELOAD_MARKER_KEY);
    return marked;
  } catch {
    return false;
  }
}

/** Sets the marker; false when it cannot be kept (then no reload, since nothing could stop a loop). */
function setReloadMarker(): boolean {
  try {
    window.sessionStorage.setItem(RELOAD_MARKER_KEY, String(Date.now()));
    return window.sessionStorage.getItem(RELOAD_MARKER_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * spec §4 start-up: with a signed-in session, the buyer user info and purchase info are fetched; cached user
 * info that differs from the fresh one (tag codes, or another buyer altogether) reloads the page, once: the
 * load that follows a start-up reload never reloads again. A stale token ends the stored session quietly;
 * when the stored token is stale but the session cookie still names a buyer (a later sign-in in this
 * browser), the cookie's session is read instead. `signedIn` is what the server saw in the session cookie.
 */
export async function refreshSignedInSession(signedIn: boolean, deps: RefreshDeps): Promise<RefreshOutcome> {
  const reloadedBefore = takeReloadMarker();
  if (!signedIn) {
    // the httpOnly session cookie is the truth: stored values of an ended session are stale
    clearBuyerSession();
    return 'signedOut';
  }
  const cached = getBuyerUserInfo();
  const token = getBuyerToken();
  let fresh: Fresh;
  try {
    fresh = await fetchSession(token);
  } catch (error) {
    if (!isInvalidToken(error)) return 'failed';
    clearBuyerSession();
    if (token === null) return 'ended';
    try {
      fresh = await fetchSession(null);
    } catch (retryError) {
      return isInvalidToken(retryError) ? 'ended' : 'failed';
    }
  }
  setBuyerUserInfo(fresh.user);
  deps.onFresh?.(fresh.user, fresh.purchase);
  const changed = cached !== null && (cached.id !== fresh.user.id || !sameTags(cached.tagCodes, fresh.user.tagCodes));
  if (changed && !reloadedBefore && setReloadMarker()) {
    deps.reload();
    return 'reloaded';
  }
  return 'current';
}
