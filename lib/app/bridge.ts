/**
 * The native app's WebView (spec §1: the product is embedded in a native app). What the spec delegates
 * to the app goes through this typed bridge: the native login (spec §4 login gate), token errors
 * (spec §8: the app is told of the token error) and supplier chat (spec §4: delegated to the app).
 * Outside the app every call runs its web fallback instead.
 */
export type BridgeMessage =
  | { type: 'login'; returnUrl: string }
  | { type: 'tokenError'; message: string }
  | { type: 'supplierChat'; supplierId: number; productId?: number };

type NativeWindow = Window & {
  ReactNativeWebView?: { postMessage: (data: string) => void };
  webkit?: { messageHandlers?: { sourcefair?: { postMessage: (data: unknown) => void } } };
  SourcefairAndroid?: { postMessage: (data: string) => void };
};

const APP_VERSION_KEY = 'appVersion';

/** The channel the hosting app injected, if any: React Native, iOS WKWebView or an Android interface. */
function transport(win: NativeWindow): ((message: BridgeMessage) => void) | undefined {
  if (win.ReactNativeWebView) return (m) => win.ReactNativeWebView?.postMessage(JSON.stringify(m));
  const ios = win.webkit?.messageHandlers?.sourcefair;
  if (ios) return (m) => ios.postMessage(m);
  if (win.SourcefairAndroid) return (m) => win.SourcefairAndroid?.postMessage(JSON.stringify(m));
  return undefined;
}

/**
 * In the app when it injected a channel, or when the page was opened with the app's `appVersion` or
 * `appToken` (spec §2 silent login, §3 stored session values); the version is kept for the session.
 */
export function isInApp(win: Window = window): boolean {
  const params = new URLSearchParams(win.location.search);
  const version = params.get('appVersion') ?? (params.get('appToken') ? 'unknown' : null);
  try {
    if (version) win.sessionStorage.setItem(APP_VERSION_KEY, version);
    if (win.sessionStorage.getItem(APP_VERSION_KEY)) return true;
  } catch {
    if (version) return true;
  }
  return transport(win as NativeWindow) !== undefined;
}

/** Sends a message to the app; false when there is no app to receive it. */
export function sendToApp(message: BridgeMessage, win: Window = window): boolean {
  const send = transport(win as NativeWindow);
  if (!send) return false;
  send(message);
  return true;
}

/** Runs the app's side of an action when in the app, the web fallback otherwise. */
export function delegateToApp(message: BridgeMessage, fallback: () => void, win: Window = window): void {
  if (!isInApp(win) || !sendToApp(message, win)) fallback();
}
