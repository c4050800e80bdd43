import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { gateway } from '@/lib/gateway/endpoints';
import { isGatewayError } from '@/lib/gateway/errors';
import {
  announceSignedIn,
  clearLoggedOutValues,
  getBuyerToken,
  setBuyerUserInfo,
  setToken,
} from '@/lib/gateway/session-values';

/**
 * spec §4 authentication: after login or register the token is stored (30 days) and the buyer's user info
 * fetched and stored. The server has already set the httpOnly session cookie.
 */
export async function storeSignedIn(token: string): Promise<BuyerUserInfo> {
  setToken('buyerTradeToken', token);
  const info = await gateway.getUserInfo(undefined, { token, toast: false });
  setBuyerUserInfo(info);
  announceSignedIn();
  return info;
}

export type LogOutResult = { ok: true } | { ok: false; message: string };

// Logout handles a stale session itself: never a forced login on the way out.
const QUIET = { toast: false, forceLogin: false } as const;

/**
 * Ends the session on the server: the stored token's, and when that one is already stale, the session
 * cookie's (a later sign-in in this browser), so no live session is left behind either way.
 */
async function revokeServerSession(): Promise<void> {
  const token = getBuyerToken();
  try {
    await gateway.logout(undefined, { ...QUIET, token });
  } catch (error) {
    if (token === null || !isGatewayError(error) || error.type !== 'INVALID_TOKEN') throw error;
    await gateway.logout(undefined, { ...QUIET, token: null });
  }
}

/**
 * spec §4 logout: the server session is revoked (its cookie cleared), then tokens, user info, cart id
 * lists, RFQ source, session storage and pre-registration caches are cleared (one list of keys,
 * `clearLoggedOutValues`) and the page reloads. When the server cannot be reached nothing is cleared: the
 * httpOnly cookie would keep the buyer signed in, so the page stays as it is and says why.
 */
export async function logOut(reload: () => void = () => window.location.reload()): Promise<LogOutResult> {
  try {
    await revokeServerSession();
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : '' };
  }
  clearLoggedOutValues();
  reload();
  return { ok: true };
}
