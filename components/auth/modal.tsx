'use client';

import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './account.module.css';

/** spec §9: a closing modal is removed after about 200 ms. */
export const MODAL_REMOVAL_MS = 200;

export type ModalVariant = 'wide' | 'fullscreen' | 'compact' | 'sheet' | 'thanks';

type Props = {
  variant: ModalVariant;
  labelledBy: string;
  /** The id of a text that says why the modal opened (the compact login after a session ended). */
  describedBy?: string;
  closeLabel: string;
  /**
   * Where focus goes back to when nothing had focus as the modal opened (a control that was disabled while
   * its call ran, so the browser moved focus to the page).
   */
  returnFocus?: () => HTMLElement | null;
  /** Called once the closing animation ended: the parent unmounts the modal (state hidden). */
  onClosed: () => void;
  /** Render prop so content can close the modal (e.g. after a successful login). */
  children: (close: () => void) => ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** spec §4 modal: visible → closing → removed; an aria-modal dialog with focus trapped, Esc closes, focus restored. */
export function Modal({ variant, labelledBy, describedBy, closeLabel, returnFocus, onClosed, children }: Props) {
  const [state, setState] = useState<'visible' | 'closing'>('visible');
  const dialogRef = useRef<HTMLDivElement>(null);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const close = useCallback(() => setState('closing'), []);
  useEffect(() => {
    if (state !== 'closing') return;
    const timer = window.setTimeout(() => onClosedRef.current(), MODAL_REMOVAL_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const returnFocusRef = useRef(returnFocus);
  useEffect(() => {
    const active = document.activeElement;
    const previous =
      active instanceof HTMLElement && active !== document.body ? active : (returnFocusRef.current?.() ?? null);
    const first = dialogRef.current?.querySelector<HTMLElement>('input, select, textarea');
    (first ?? dialogRef.current)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => !el.closest('[hidden]'),
    );
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (!firstItem || !lastItem) return;
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault();
      lastItem.focus();
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault();
      firstItem.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop} data-state={state} onMouseDown={(e) => e.target === e.currentTarget && close()}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`${styles.modal} ${styles[variant]}`}
        data-variant={variant}
        data-state={state}
        onKeyDown={onKeyDown}
      >
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={close}>
          ×
        </button>
        {children(close)}
      </div>
    </div>,
    document.body,
  );
}
