import type { ReactNode, Ref } from 'react';
import type { FollowKind } from '@/lib/favourites/followed-loader';
import styles from './favourites.module.css';

type Props = {
  kind: FollowKind;
  label: string;
  followed: boolean;
  pending?: boolean;
  /** The page's first button before its script runs: a press then would do nothing. */
  disabled?: boolean;
  buttonRef: Ref<HTMLButtonElement>;
  onClick: () => void;
  /** A pointer or key goes down on the button (the start of a press that ends in a click). */
  onPress?: () => void;
  /** The "In your favourites" link, shown while followed. */
  link?: ReactNode;
  announcement?: string;
};

/** The follow toggle's markup, one for the first button the page shows and for the live one that replaces it. */
export function FollowToggle({
  kind,
  label,
  followed,
  pending = false,
  disabled = false,
  buttonRef,
  onClick,
  onPress,
  link,
  announcement,
}: Props) {
  return (
    <div className={styles.follow}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.followButton}
        aria-pressed={followed}
        aria-busy={pending || undefined}
        disabled={disabled}
        data-follow={kind}
        onClick={onClick}
        onPointerDown={onPress}
        onKeyDown={onPress}
      >
        <span aria-hidden="true" className={styles.heart}>
          {followed ? '♥' : '♡'}
        </span>
        {label}
      </button>
      {followed && link}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </div>
  );
}
