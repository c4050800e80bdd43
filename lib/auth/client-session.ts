import type { BuyerUserInfo } from '@/lib/api/contracts/accounts';
import { gateway } from '@/lib/gateway/endpoints';
import { clearBuyerSession, setBuyerUserInfo, setCartProductIds, setToken } from '@/lib/gateway/session-values';

/**
 * spec §4 authentication: after login or register the token is stored (30 days) and the buyer's user info
 * fetched and stored. The server has already set the httpOnly session cookie.
 */
export async function storeSignedIn(token: string): Promise<BuyerUserInfo> {
  setToken('buyerTradeToken', token);
  const info = await gateway.getUserInfo(undefined, { token, toast: false });
  setBuyerUserInfo(info);
  return info;
}

/** spec §4 logout: tokens, user info, cart id lists and session storage are cleared, then the page reloads. */
export async function logOut(reload: () => void = () => window.location.reload()): Promise<void> {
  try {
    await gateway.logout(undefined, { toast: false });
  } catch {
    // the local session ends anyway; the server session expires by itself
  }
  clearBuyerSession();
  setCartProductIds([]);
  try {
    window.sessionStorage.clear();
  } catch {
    // storage unavailable: nothing kept there
  }
  reload();
}
