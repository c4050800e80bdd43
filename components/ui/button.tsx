'use client';

import type { ButtonHTMLAttributes, MouseEvent } from 'react';
import styles from './button.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger';
  /**
   * spec §4 submit button: while its call runs the button says busy (aria-busy) and a press does nothing,
   * but it keeps focus and stays in the tab order (aria-disabled rather than disabled).
   */
  busy?: boolean;
};

/** The site's button: colours and sizes from the design tokens, one busy behaviour for every form. */
export function Button({ variant = 'primary', busy, className, type = 'button', onClick, ...rest }: Props) {
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
      className={[styles.button, styles[variant], className].filter(Boolean).join(' ')}
      aria-busy={busy ?? rest['aria-busy']}
      aria-disabled={busy || rest['aria-disabled']}
      data-busy={busy ? 'true' : undefined}
      onClick={press}
    />
  );
}
