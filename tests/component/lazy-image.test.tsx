import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazyImage, PLACEHOLDER_SRC } from '@/components/ui/lazy-image';

// spec §9 lazy images: valid HTML before they load (a `src` on every <img>), the real picture once near.

type Callback = (entries: { isIntersecting: boolean }[]) => void;

class ObserverStub {
  static last: ObserverStub | undefined;
  options: { rootMargin?: string; threshold?: number };
  observed: Element[] = [];
  constructor(
    readonly callback: Callback,
    options: { rootMargin?: string; threshold?: number },
  ) {
    this.options = options;
    ObserverStub.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ObserverStub.last = undefined;
});

it('is served with a placeholder src and the picture in data-src and in <noscript>', () => {
  // as the server renders it, and a browser's first render (jsdom alone has no IntersectionObserver)
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  const html = renderToString(<LazyImage src="/media/gen/lamp.svg" alt="Floor lamp" width={72} height={72} />);
  const images = html.match(/<img[^>]*>/g) ?? [];
  expect(images[0]).toContain(`src="${PLACEHOLDER_SRC}"`);
  expect(images[0]).toContain('data-src="/media/gen/lamp.svg"');
  // every <img>, the one in <noscript> too, has a src (the W3C checker's error was an <img> without one)
  expect(html.match(/<img(?![^>]*\ssrc=")[^>]*>/g)).toBeNull();
  expect(html).toContain('<noscript><img src="/media/gen/lamp.svg"');
});

it('loads the picture when it comes within a third of the window plus 512 px', () => {
  vi.stubGlobal('IntersectionObserver', ObserverStub);
  vi.stubGlobal('innerHeight', 900);
  render(<LazyImage src="/media/gen/lamp.svg" alt="Floor lamp" width={72} height={72} />);
  const image = screen.getByRole('img', { name: 'Floor lamp' });
  expect(image.getAttribute('src')).toBe(PLACEHOLDER_SRC);
  expect(ObserverStub.last?.options).toEqual({ rootMargin: '812px', threshold: 0.01 });
  act(() => ObserverStub.last?.callback([{ isIntersecting: true }]));
  expect(image.getAttribute('src')).toBe('/media/gen/lamp.svg');
  expect(ObserverStub.last?.observed).toEqual([]);
});
