'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import styles from './account.module.css';

/** One entry of the buyer hub: a page of the buyer's own, with what is new on it. */
export type HubEntry = {
  id: string;
  href: string;
  label: string;
  /** How many things on it are new (shown when above 0) and how a screen reader says so. */
  news?: { count: number; label: string };
};

type Props = {
  /** The signed-in buyer's name or e-mail address: the button's text. */
  name: string;
  /** The hub's name for screen readers (the list's label). */
  label: string;
  entries: HubEntry[];
  /** What follows the links (the buyer area, which opens a window of its own). */
  extra?: ReactNode;
};

/**
 * The desktop header's buyer hub (issue 53): the buyer's name opens a list of their pages, with the
 * number of quotations not yet seen on the button and beside "My RFQs". A disclosure of links (not an
 * ARIA menu: these are pages to go to), closed by Escape, by a click elsewhere or when focus leaves it.
 * The links are in the served page, hidden until opened.
 */
export function AccountMenu({ name, label, entries, extra }: Props) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const news = entries.reduce((sum, entry) => sum + (entry.news?.count ?? 0), 0);
  const newsLabel = entries.find((entry) => entry.news && entry.news.count > 0)?.news?.label;

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.hub}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.hubButton}
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => setOpen((was) => !was)}
      >
        {/* an e-mail address keeps its own direction on a right-to-left page and is cut at its end */}
        <bdi className={styles.accountName} title={name} data-testid="signed-in-buyer">
          {name}
        </bdi>
        {news > 0 && (
          <>
            <span className={styles.hubCount} aria-hidden="true" data-testid="hub-count">
              {news}
            </span>
            {newsLabel && <span className="visually-hidden">, {newsLabel}</span>}
          </>
        )}
        <span className={styles.hubChevron} aria-hidden="true" />
      </button>
      <nav aria-label={label} id={listId} hidden={!open} className={styles.hubPanel}>
        <ul>
          {entries.map((entry) => (
            <li key={entry.id}>
              <a href={entry.href}>
                {entry.label}
                {entry.news && entry.news.count > 0 && (
                  <>
                    <span className={styles.hubCount} aria-hidden="true">
                      {entry.news.count}
                    </span>
                    <span className="visually-hidden">, {entry.news.label}</span>
                  </>
                )}
              </a>
            </li>
          ))}
          {extra && <li>{extra}</li>}
        </ul>
      </nav>
    </div>
  );
}
