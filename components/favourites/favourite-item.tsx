'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { FavouriteType } from '@/lib/api/contracts/favourites';
import { followedKey, followFailureMessage, setFollowed } from '@/lib/favourites/client';
import { showErrorToast } from '@/lib/gateway/toasts';
import styles from './favourites.module.css';
import { fullStopOnce } from '@/lib/i18n/full-stop';

type Props = { kind: FavouriteType; id: number; name: string; children: ReactNode };

/**
 * One favourite with its unfollow button. Unfollowing shows at once and leaves an "Undo" in its place
 * (a business card, collected at a booth, cannot come back that way); a refused change is rolled back
 * with a toast. Focus follows the button the user pressed, so a keyboard user never loses their place.
 */
export function FavouriteItem({ kind, id, name, children }: Props) {
  const t = useTranslations('favourites');
  const queryClient = useQueryClient();
  const [removed, setRemoved] = useState(false);
  const busy = useRef(false);
  const moved = useRef(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const removedText = useRef<HTMLParagraphElement>(null);
  const messageId = useId();

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = !removed ? removeButton : kind === 'exhibitorCard' ? removedText : undoButton;
    target.current?.focus();
  }, [removed, kind]);

  const change = async (keep: boolean) => {
    if (busy.current) return;
    busy.current = true;
    moved.current = true;
    setRemoved(!keep);
    try {
      await setFollowed(kind, id, keep);
      if (kind !== 'exhibitorCard') queryClient.setQueryData(followedKey(kind, id), keep);
    } catch (error) {
      moved.current = true;
      setRemoved(keep);
      const fallback = fullStopOnce(
        t(keep ? 'followFailed' : kind === 'exhibitorCard' ? 'removeFailed' : 'unfollowFailed', { name }),
        name,
      );
      showErrorToast(followFailureMessage(error, fallback));
    } finally {
      busy.current = false;
    }
  };

  if (removed) {
    return (
      <li className={`${styles.item} ${styles.removed}`}>
        <p id={messageId} className={styles.removedText} tabIndex={-1} ref={removedText}>
          {t('removed', { name })}
        </p>
        {kind !== 'exhibitorCard' && (
          <button
            type="button"
            className={styles.secondaryButton}
            ref={undoButton}
            aria-label={t('undoNamed', { name })}
            aria-describedby={messageId}
            onClick={() => void change(true)}
          >
            {t('undo')}
          </button>
        )}
      </li>
    );
  }
  const card = kind === 'exhibitorCard';
  return (
    <li className={styles.item}>
      {children}
      <button
        type="button"
        ref={removeButton}
        className={styles.secondaryButton}
        aria-label={t(card ? 'removeNamed' : 'unfollowNamed', { name })}
        onClick={() => void change(false)}
      >
        {t(card ? 'remove' : 'unfollow')}
      </button>
    </li>
  );
}
