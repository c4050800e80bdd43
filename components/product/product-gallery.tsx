'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import type { ProductImage } from '@/lib/catalogue/product';
import styles from './product.module.css';

// The viewer's code loads when a visitor opens it, not with the product page.
const ImageViewer = dynamic(() => import('./image-viewer').then((viewer) => viewer.ImageViewer), { ssr: false });

/** The product's pictures: the main one eager (it is the page's largest image), thumbnails lazy. */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const t = useTranslations('product');
  const [current, setCurrent] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
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
        <ImageViewer
          images={images}
          startIndex={current}
          onClose={(index) => {
            setCurrent(index);
            setViewerOpen(false);
          }}
        />
      )}
    </section>
  );
}
