'use client';

import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './button.module.css';
import { useHydrated } from './use-hydrated';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger';
  /**
   * spec §4 submit button: while its call runs the button says busy (aria-busy) and a press does nothing,
   * but it keeps focus and stays in the tab order (aria-disabled rather than disabled).
   */
  busy?: boolean;
};

/** The site's button: colours and sizes from the design tokens, one busy behaviour for every form. */
export function Button({ variant = 'primary', busy, className, type = 'button', onClick, disabled, ...rest }: Props) {
  // a button that only its script answers is disabled in the server's HTML and until the page has
  // hydrated, as forms are (FormControls): a press before then would be lost
  const hydrated = useHydrated();
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // a submit button would still send its form: the press is dropped while the first one runs
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || (Boolean(onClick) && !hydrated)}
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-busy={busy ?? rest['aria-busy']}
      aria-disabled={busy || rest['aria-disabled']}
      data-busy={busy ? 'true' : undefined}
      onClick={press}
    />
  );
}
