'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { ProductImage } from '@/lib/catalogue/product';
import styles from './image-viewer.module.css';

/** spec §9 drag threshold: a horizontal swipe longer than this changes the image. */
export const DRAG_THRESHOLD_PX = 20;
const ZOOM_STEP = 1.25;
const ZOOM_MIN = 0.5;
const ZOOM_MAX = 4;

/** `onClose` gets the image shown last, so the gallery can keep it. */
type Props = { images: readonly ProductImage[]; startIndex: number; onClose: (index: number) => void };

/** The next index of a list that wraps around at both ends. */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

/**
 * spec §9 image viewer: toolbar with zoom, reset, previous, next and rotate; arrows, + and - on the
 * keyboard, Esc closes; focus stays inside while open and goes back to the opener when it closes; a
 * swipe of more than the spec's drag threshold changes the image on touch screens.
 */
export function ImageViewer({ images, startIndex, onClose }: Props) {
  const t = useTranslations('product');
  const [index, setIndex] = useState(startIndex);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const dragStart = useRef<number | null>(null);

  const reset = () => {
    setZoom(1);
    setRotation(0);
  };
  const go = (step: number) => {
    setIndex((i) => wrapIndex(i + step, images.length));
    reset();
  };
  const zoomBy = (factor: number) => setZoom((z) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z * factor)));
  const rotate = () => setRotation((r) => (r + 90) % 360);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // right to left (ar, fa): the arrow pointing along the reading direction moves forward
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-forward),
      ArrowRight: () => go(forward),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
      '0': reset,
    };
    const action = actions[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = dragStart.current;
    dragStart.current = null;
    if (start === null || zoom > 1) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) > DRAG_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
  };

  const image = images[index];
  if (!image) return null;
  // Esc, focus kept inside and given back, the page behind inert: the dialog layer (components/ui/dialog.tsx)
  return (
    <Dialog
      variant="bare"
      label={t('viewerLabel')}
      className={styles.backdrop}
      initialFocus={(content) => content.querySelector<HTMLElement>('[data-autofocus]')}
      removalMs={0}
      onClosed={() => onClose(index)}
      onKeyDown={onKeyDown}
    >
      {(close) => (
        <>
          <div className={styles.toolbar} role="toolbar" aria-label={t('viewerLabel')}>
            <span className={styles.position} aria-live="polite">
              {t('imagePosition', { index: index + 1, count: images.length })}
            </span>
            <ToolButton label={t('zoomIn')} onClick={() => zoomBy(ZOOM_STEP)} icon="+" />
            <ToolButton label={t('zoomOut')} onClick={() => zoomBy(1 / ZOOM_STEP)} icon="−" />
            <ToolButton label={t('resetView')} onClick={reset} icon="⟲" />
            <ToolButton label={t('previousImage')} onClick={() => go(-1)} icon="‹" />
            <ToolButton label={t('nextImage')} onClick={() => go(1)} icon="›" />
            <ToolButton label={t('rotate')} onClick={rotate} icon="↻" />
            <ToolButton label={t('closeViewer')} onClick={close} icon="✕" autoFocus />
          </div>
          <div className={styles.stage} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG artwork; the optimiser adds nothing */}
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              draggable={false}
              className={styles.image}
              style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}

function ToolButton({
  label,
  onClick,
  icon,
  autoFocus,
}: {
  label: string;
  onClick: () => void;
  icon: string;
  autoFocus?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={styles.tool}
      data-autofocus={autoFocus || undefined}
    >
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
