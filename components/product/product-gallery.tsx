'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { OnDemand, onDemand } from '@/components/app/on-demand';
import { LazyImage } from '@/components/ui/lazy-image';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { ProductImage } from '@/lib/catalogue/product';
import { showErrorToast } from '@/lib/gateway/toasts';
import styles from './product.module.css';

// The viewer's code loads when a visitor opens it, not with the product page.
const viewerLoader = onDemand(() => import('./image-viewer').then((viewer) => viewer.ImageViewer));

/** The product's pictures: the main one eager (it is the page's largest image), thumbnails lazy. */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const t = useTranslations('product');
  const [current, setCurrent] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // the viewer and the thumbnails work by script: disabled until the page has hydrated (a press then is lost)
  const hydrated = useHydrated();
  const tApi = useTranslations('api');
  // spec §8: a viewer whose code cannot load is told as a network error; the next click tries again
  const viewerFailed = useCallback(() => {
    showErrorToast(tApi('networkError'));
    setViewerOpen(false);
  }, [tApi]);
  const main = images[current];
  if (!main) {
    return (
      <div className={styles.noImage} role="img" aria-label={t('noImage')}>
        {t('noImage')}
      </div>
    );
  }
  return (
    <section className={styles.gallery} aria-label={t('galleryLabel')}>
      <button
        type="button"
        className={styles.mainImageButton}
        disabled={!hydrated}
        onClick={() => setViewerOpen(true)}
        aria-label={t('openViewer', { index: current + 1 })}
        aria-haspopup="dialog"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG artwork; the optimiser adds nothing */}
        <img
          src={main.url}
          alt={main.alt || name}
          width={main.width}
          height={main.height}
          loading="eager"
          fetchPriority="high"
          className={styles.mainImage}
        />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                disabled={!hydrated}
                aria-label={t('showImage', { index: i + 1 })}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <LazyImage src={image.url} alt="" width={72} height={72} className={styles.thumbnailImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {viewerOpen && (
        <OnDemand
          loader={viewerLoader}
          onFailed={viewerFailed}
          props={{
            images,
            startIndex: current,
            onClose: (index: number) => {
              setCurrent(index);
              setViewerOpen(false);
            },
          }}
        />
      )}
    </section>
  );
}
