'use client';

import { useEffect, useRef, useState } from 'react';

type Props = { src: string; alt: string; width: number; height: number; className?: string };

/** spec §9 image lazy loading: root margin a third of the window height plus 512 px, threshold 0.01. */
export function lazyRootMargin(windowHeight: number): string {
  return `${Math.round(windowHeight / 3 + 512)}px`;
}

/**
 * What an image shows until it comes near: a transparent pixel, so the element is valid HTML (`src` is
 * required) and costs no request. The CSP's img-src allows data: URLs.
 */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * An image that loads when it comes near the viewport (spec §9). Width and height are always set, so
 * the space is kept and nothing shifts; crawlers and visitors without script get the plain image.
 */
export function LazyImage({ src, alt, width, height, className }: Props) {
  const ref = useRef<HTMLImageElement>(null);
  // Without IntersectionObserver (old browsers) the image loads at once.
  const [visible, setVisible] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: lazyRootMargin(window.innerHeight), threshold: 0.01 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG artwork; the optimiser adds nothing */}
      <img
        ref={ref}
        src={visible ? src : PLACEHOLDER_SRC}
        data-src={src}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        className={className}
      />
      <noscript>
        {/* eslint-disable-next-line @next/next/no-img-element -- the same image for readers without script */}
        <img src={src} alt={alt} width={width} height={height} className={className} />
      </noscript>
    </>
  );
}
