'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import type { BuyerUserInfo } from '@/lib/api/contracts/accounts';
import { createLoginGate, type GatedAction } from '@/lib/auth/login-gate';
import { delegateToApp } from '@/lib/app/bridge';
import { getBuyerToken, getBuyerUserInfo } from '@/lib/gateway/session-values';
import type { AccountTab } from './account-panel';
import type { DialogRequest } from './account-dialog';
import { SocialSignInProvider, type SocialSignInConfig } from './social-sign-in';

// The dialog's code loads only when a dialog opens.
const AccountDialog = dynamic(() => import('./account-dialog'), { ssr: false });

type LoginGate = {
  /** spec §4 login gate: runs the action for a signed-in buyer, else asks to log in first. */
  requireBuyer: (action: GatedAction) => void;
  openAccount: (tab: AccountTab) => void;
};

const LoginGateContext = createContext<LoginGate | null>(null);

export function useLoginGate(): LoginGate {
  const gate = useContext(LoginGateContext);
  if (!gate) throw new Error('useLoginGate needs the LoginGateProvider of the layout');
  return gate;
}

type ProviderProps = {
  device: 'desktop' | 'mobile';
  /** Social sign-in as the server configured it (spec §3), for every login form below. */
  socialSignIn: SocialSignInConfig;
  children: ReactNode;
};

/** Mounted once in the layout: holds the open dialog and the action waiting for a login. */
export function LoginGateProvider({ device, socialSignIn, children }: ProviderProps) {
  const router = useRouter();
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const pending = useRef<GatedAction | null>(null);

  const openLogin = useCallback((action: GatedAction) => {
    pending.current = action;
    setRequest({ kind: 'account', tab: 'login', compact: false });
  }, []);

  const requireBuyer = useCallback(
    (action: GatedAction) =>
      createLoginGate({
        readUser: () => (getBuyerToken() ? getBuyerUserInfo() : null),
        delegate: (returnUrl, fallback) => delegateToApp({ type: 'login', returnUrl }, fallback),
        openLogin,
        returnUrl: () => window.location.href,
      })(action),
    [openLogin],
  );
  const openAccount = useCallback((tab: AccountTab) => {
    pending.current = null;
    setRequest({ kind: 'account', tab, compact: false });
  }, []);
  const gate = useMemo<LoginGate>(() => ({ requireBuyer, openAccount }), [requireBuyer, openAccount]);

  const signedIn = (user: BuyerUserInfo, thanks: boolean) => {
    const action = pending.current;
    pending.current = null;
    action?.(user);
    // refresh the server components (the header shows the buyer) after the dialog is gone
    window.setTimeout(() => {
      if (thanks) setRequest({ kind: 'thanks' });
      router.refresh();
    }, 0);
  };

  return (
    <LoginGateContext.Provider value={gate}>
      <SocialSignInProvider value={socialSignIn}>
        {children}
        {request && (
          <AccountDialog
            key={request.kind}
            request={request}
            device={device}
            onClosed={() => setRequest((current) => (current === request ? null : current))}
            onLoggedIn={(user) => signedIn(user, false)}
            onRegistered={(user) => signedIn(user, true)}
          />
        )}
      </SocialSignInProvider>
    </LoginGateContext.Provider>
  );
}
