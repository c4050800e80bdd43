import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADER_SCRIPT } from '../../server/deferred-scripts.mjs';

// When the production server's loader starts the page's scripts (server/deferred-scripts.mjs): after the
// page has been shown, except on Next's error document, which has nothing to show until they draw it.

type LoaderWindow = Window & { __sfDefer?: (src: string) => void; __sfHydrated?: () => void };

function runLoader() {
  const source = /^<script>([\s\S]*)<\/script>$/.exec(LOADER_SCRIPT)?.[1];
  if (!source) throw new Error('the loader is not one inline script');
  new Function(source)();
}

const requested = () =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => new URL(s.src).pathname);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'performance'] });
  // a browser that reports largest-contentful-paint entries (none arrive here: the 150 ms timer decides)
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      observe() {}
    },
  );
});

afterEach(() => {
  (window as LoaderWindow).__sfHydrated?.();
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('id');
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the script loader's start", () => {
  it('starts the scripts of a page once it has been shown, not before', () => {
    expect(document.visibilityState).toBe('visible');
    runLoader();
    (window as LoaderWindow).__sfDefer!('/_next/static/chunks/a.js');
    vi.advanceTimersByTime(20); // the next frame
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(150);
    expect(requested()).toEqual(['/_next/static/chunks/a.js']);
  });

  it("starts them at once on Next's error document, which they draw", () => {
    document.documentElement.id = '__next_error__';
    runLoader();
    (window as LoaderWindow).__sfDefer!('/_next/static/chunks/a.js');
    vi.advanceTimersByTime(0);
    expect(requested()).toEqual(['/_next/static/chunks/a.js']);
  });
});
