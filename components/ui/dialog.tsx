'use client';

import * as Primitive from '@radix-ui/react-dialog';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './dialog.module.css';

/** spec §9: a closing modal is removed after about 200 ms. */
export const DIALOG_REMOVAL_MS = 200;

/**
 * The shapes of spec §2's dialogs: the wide login (1041 px), a full-screen one (mobile), a compact one, a
 * bottom sheet (the compact login on mobile) and a plain box; `bare` leaves the whole box to `className`.
 */
export type DialogVariant = 'wide' | 'fullscreen' | 'compact' | 'sheet' | 'bare';

type Props = {
  variant: DialogVariant;
  /** The id of the dialog's heading, or a label when it has none. */
  labelledBy?: string;
  label?: string;
  /** The id of a text that says why the dialog opened. */
  describedBy?: string;
  /** The close button's accessible name; without it the dialog draws no close button of its own. */
  closeLabel?: string;
  className?: string;
  /** Where focus goes on opening; by default the first field, else the dialog itself. */
  initialFocus?: (content: HTMLElement) => HTMLElement | null;
  /**
   * Where focus goes back to when nothing had focus as the dialog opened (a control that was disabled
   * while its call ran, so the browser moved focus to the page).
   */
  returnFocus?: () => HTMLElement | null;
  /** How long the closing state lasts before `onClosed`; 0 for a dialog that goes at once. */
  removalMs?: number;
  /** Called once closing ended: the parent unmounts the dialog. */
  onClosed: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Render prop so content can close the dialog (after a successful login, say). */
  children: (close: () => void) => ReactNode;
};

function firstField(content: HTMLElement): HTMLElement | null {
  return content.querySelector<HTMLElement>('input, select, textarea');
}

/**
 * The one modal dialog of the site (Radix Dialog underneath): focus moves in and is trapped, Esc and a
 * press on the scrim close it, the page behind is inert to pointers and screen readers and does not
 * scroll, focus goes back where it was. spec §4 modal: open → closed → removed after DIALOG_REMOVAL_MS;
 * mounted means open, so a parent shows it by rendering it and hides it on `onClosed`.
 */
export function Dialog({
  variant,
  labelledBy,
  label,
  describedBy,
  closeLabel,
  className,
  initialFocus = firstField,
  returnFocus,
  removalMs = DIALOG_REMOVAL_MS,
  onClosed,
  onKeyDown,
  children,
}: Props) {
  const [open, setOpen] = useState(true);
  const onClosedRef = useRef(onClosed);
  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);
  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (open) return;
    if (removalMs === 0) {
      onClosedRef.current();
      return;
    }
    const timer = window.setTimeout(() => onClosedRef.current(), removalMs);
    return () => window.clearTimeout(timer);
  }, [open, removalMs]);

  // Focus goes back to what had it before the dialog opened: read before the dialog moves focus in
  // (layout effects run before the focus scope's effect), given back once the scope has let go.
  const returnFocusRef = useRef(returnFocus);
  const previous = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const active = document.activeElement;
    previous.current =
      active instanceof HTMLElement && active !== document.body ? active : (returnFocusRef.current?.() ?? null);
  }, []);
  useEffect(() => () => previous.current?.focus(), []);

  return (
    <Primitive.Root open={open} onOpenChange={(next) => !next && close()}>
      <Primitive.Portal forceMount>
        <Primitive.Overlay forceMount className={styles.overlay} data-state={open ? 'open' : 'closed'}>
          <Primitive.Content
            forceMount
            aria-modal="true"
            aria-labelledby={labelledBy}
            aria-label={label}
            aria-describedby={describedBy}
            className={[styles.dialog, styles[variant], className].filter(Boolean).join(' ')}
            data-variant={variant}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
              if (content) (initialFocus(content) ?? content).focus();
            }}
            onCloseAutoFocus={(event) => event.preventDefault()}
            onKeyDown={onKeyDown}
          >
            {closeLabel && (
              <Primitive.Close className={styles.close} aria-label={closeLabel}>
                <span aria-hidden="true">×</span>
              </Primitive.Close>
            )}
            {children(close)}
          </Primitive.Content>
        </Primitive.Overlay>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
