import type { BuyerUserInfo } from '@/lib/accounts/schemas';

/** An action that needs a signed-in buyer; it receives the stored user info (spec §4 login gate). */
export type GatedAction = (user: BuyerUserInfo) => void;

export type LoginGateDeps = {
  /** The stored buyer user info when a buyer token is stored, else null. */
  readUser: () => BuyerUserInfo | null;
  /** Runs the native app's login when in the app, else the web fallback (lib/app/bridge.ts delegateToApp). */
  delegate: (returnUrl: string, fallback: () => void) => void;
  /** Opens the web login dialog; `onSuccess` runs after a successful login with the fresh user info. */
  openLogin: (onSuccess: GatedAction) => void;
  returnUrl: () => string;
};

/**
 * spec §4 login gate: with a buyer token the action runs with the stored user info; without one the app's
 * native login (in the app) or the login dialog (on the web) opens, and the action runs after success.
 */
export function createLoginGate(deps: LoginGateDeps): (action: GatedAction) => void {
  return (action) => {
    const user = deps.readUser();
    if (user) {
      action(user);
      return;
    }
    deps.delegate(deps.returnUrl(), () => deps.openLogin(action));
  };
}
