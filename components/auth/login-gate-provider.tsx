'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { BuyerUserInfo } from '@/lib/accounts/schemas';
import { createLoginGate, type GatedAction } from '@/lib/auth/login-gate';
import { delegateToApp } from '@/lib/app/bridge';
import { configureGateway } from '@/lib/gateway/request';
import { clearBuyerSession, getBuyerToken, getBuyerUserInfo } from '@/lib/gateway/session-values';
import { showErrorToast } from '@/lib/gateway/toasts';
import { OnDemand, onDemand } from '@/components/app/on-demand';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountTab } from './account-panel';
import type { DialogRequest } from './account-dialog';
import { SocialSignInProvider, type SocialSignInConfig } from './social-sign-in-context';

// The dialog's code loads only when a dialog opens; its messages beside it (loadLazyNamespace below).
const dialogLoader = onDemand(() => import('./account-dialog').then((m) => m.default));

/**
 * Keeps a dialog that could not render (its messages, fetched when it opens, did not arrive) from taking the
 * page down: the layout has no error boundary above this provider, so Next's own error page (in
 * English) replaced the page the buyer was on. `onFailed` is told instead, once.
 */
class DialogLoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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

/**
 * spec §4/§8 forced login: the stored session is forgotten; in the app the native login takes over, on the
 * web the compact login opens (saying the session ended when there was one).
 */
function forcedLoginHandler(openCompact: (sessionEnded: boolean) => void): () => void {
  return () => {
    const hadSession = getBuyerToken() !== null || getBuyerUserInfo() !== null;
    clearBuyerSession();
    delegateToApp({ type: 'login', returnUrl: window.location.href }, () => openCompact(hadSession));
  };
}

type ProviderProps = {
  device: 'desktop' | 'mobile';
  /** Social sign-in as the server configured it (spec §3), for every login form below; none by default. */
  socialSignIn?: SocialSignInConfig;
  children: ReactNode;
};

/** Mounted once in the layout: holds the open dialog, the action waiting for a login, the forced login. */
export function LoginGateProvider({ device, socialSignIn, children }: ProviderProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<DialogRequest | null>(null);
  const locale = useLocale() as Locale;
  const t = useTranslations('api');
  const pending = useRef<GatedAction | null>(null);
  const dialogFailed = useCallback(() => {
    // spec §8: a network failure is told as a toast; the page stays as it was, and the buyer's next click
    // (Sign in, or the action that asked for it) opens the dialog once the network is back
    showErrorToast(t('networkError'));
    pending.current = null;
    setRequest(null);
    import('@/lib/i18n/lazy-messages').then((m) => m.forgetFailedLoads()).catch(() => {});
  }, [t]);
  const asked = request !== null;
  // The dialog's messages are fetched beside its code, not after it. Their loader is imported here too,
  // not statically: its map of the 19 languages' files weighed 0.9 kB in every page's first-load script.
  useEffect(() => {
    // only a head start: the dialog's own load tries again, and a failure there is told as its code's is
    if (asked) import('@/lib/i18n/lazy-messages').then((m) => m.loadLazyNamespace(locale, 'account')).catch(() => {});
  }, [asked, locale]);
  // the page's last focused control: a forced login starts from a call whose button may have lost focus
  const lastFocused = useRef<HTMLElement | null>(null);

  const openLogin = useCallback((action: GatedAction) => {
    pending.current = action;
    setRequest({ kind: 'account', tab: 'login', compact: false });
  }, []);

  const requireBuyer = useCallback(
    (action: GatedAction) =>
      createLoginGate({
        // a session the server saw through the httpOnly cookie alone (silent login) stores the user info too
        readUser: getBuyerUserInfo,
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

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest('[role="dialog"]'))
        lastFocused.current = event.target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  const dialogOpen = useRef(false);
  useEffect(() => {
    dialogOpen.current = request !== null;
  }, [request]);

  useEffect(() => {
    const openCompact = (sessionEnded: boolean) => {
      // a dialog already open (the buyer is signing in) stays as it is, with the action it waits for
      if (dialogOpen.current) return;
      // an action left from a dialog closed without signing in must not run after this sign-in
      pending.current = null;
      setRequest({ kind: 'account', tab: 'login', compact: true, sessionEnded });
    };
    configureGateway({ onInvalidToken: forcedLoginHandler(openCompact) });
    return () => configureGateway({ onInvalidToken: clearBuyerSession });
  }, []);

  const signedIn = (user: BuyerUserInfo, thanks: boolean) => {
    const action = pending.current;
    pending.current = null;
    action?.(user);
    // after the dialog is gone: the server components (the header shows the buyer) and the page's client
    // data render again for the signed-in buyer, so an action a forced login interrupted can be retried
    window.setTimeout(() => {
      if (thanks) setRequest({ kind: 'thanks', email: user.email });
      router.refresh();
      void queryClient.invalidateQueries();
    }, 0);
  };

  return (
    <LoginGateContext.Provider value={gate}>
      <SocialSignInProvider value={socialSignIn ?? null}>
        {children}
        {request && (
          <DialogLoadBoundary onFailed={dialogFailed}>
            <OnDemand
              // the compact login and the full dialog are different modals: switching remounts
              key={request.kind === 'account' ? `account-${request.compact}` : request.kind}
              loader={dialogLoader}
              onFailed={dialogFailed}
              props={{
                request,
                device,
                onClosed: () => setRequest((current) => (current === request ? null : current)),
                onLoggedIn: (user: BuyerUserInfo) => signedIn(user, false),
                onRegistered: (user: BuyerUserInfo) => signedIn(user, true),
                onWantRegister: (email?: string) =>
                  setRequest({ kind: 'account', tab: 'register', compact: false, email }),
                returnFocus: () => (lastFocused.current?.isConnected ? lastFocused.current : null),
              }}
            />
          </DialogLoadBoundary>
        )}
      </SocialSignInProvider>
    </LoginGateContext.Provider>
  );
}
