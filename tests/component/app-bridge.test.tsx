import { render } from '@testing-library/react';
import { AppLifecycle } from '@/components/app/app-lifecycle';
import { delegateToApp, isInApp, sendToApp } from '@/lib/app/bridge';

type TestWindow = Window & { ReactNativeWebView?: { postMessage: (data: string) => void } };

function pageShow(persisted: boolean): Event {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  return event;
}

afterEach(() => {
  delete (window as TestWindow).ReactNativeWebView;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('native app bridge', () => {
  it('is outside the app in an ordinary browser', () => {
    expect(isInApp()).toBe(false);
    expect(sendToApp({ type: 'tokenError', message: 'x' })).toBe(false);
  });

  it('recognises the app by its version in the URL and keeps knowing it for the session', () => {
    window.history.replaceState(null, '', '/?appVersion=7.1.0');
    expect(isInApp()).toBe(true);
    window.history.replaceState(null, '', '/other');
    expect(isInApp()).toBe(true);
  });

  it('hands the native login to the app and runs the web login elsewhere', () => {
    const posted: string[] = [];
    (window as TestWindow).ReactNativeWebView = { postMessage: (data) => posted.push(data) };
    const webLogin = vi.fn();
    delegateToApp({ type: 'login', returnUrl: '/cart' }, webLogin);
    expect(JSON.parse(posted[0] ?? '{}')).toEqual({ type: 'login', returnUrl: '/cart' });
    expect(webLogin).not.toHaveBeenCalled();

    delete (window as TestWindow).ReactNativeWebView;
    window.sessionStorage.clear();
    delegateToApp({ type: 'supplierChat', supplierId: 9 }, webLogin);
    expect(webLogin).toHaveBeenCalledOnce();
  });

  it('runs the web fallback when the app is known but offers no channel', () => {
    window.history.replaceState(null, '', '/?appToken=abc');
    const fallback = vi.fn();
    delegateToApp({ type: 'tokenError', message: 'relogin' }, fallback);
    expect(fallback).toHaveBeenCalledOnce();
  });
});

describe('back/forward cache restore (spec §4)', () => {
  it('reloads a restored page in the app, and only in the app', () => {
    const reload = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, search: '', reload } });
    try {
      render(<AppLifecycle />);
      window.dispatchEvent(pageShow(true));
      expect(reload).not.toHaveBeenCalled();
      window.sessionStorage.setItem('appVersion', '7.1.0');
      window.dispatchEvent(pageShow(false));
      expect(reload).not.toHaveBeenCalled();
      window.dispatchEvent(pageShow(true));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });
});
