'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import { useSite, useSitePath } from '@/components/shell/site-context';
import { FOLLOWED_KEY, followedKey, followedQuery, followFailureMessage, setFollowed } from '@/lib/favourites/client';
import type { FollowKind } from '@/lib/favourites/followed-loader';
import { useHref } from '@/components/app/routes';
import { favouritesLink } from '@/lib/favourites/links';
import { getBuyerToken } from '@/lib/gateway/session-values';
import { showErrorToast } from '@/lib/gateway/toasts';
import styles from './favourites.module.css';
import { FollowToggle } from './follow-toggle';
import { fullStopOnce } from '@/lib/i18n/full-stop';

/**
 * A click the page's first (static) button took before this one was loaded: the state to reach, and
 * whether it waited for a sign-in.
 */
export type StaticClick = { next: boolean; afterSignIn: boolean };

export type LiveFollowButtonProps = {
  kind: FollowKind;
  id: number;
  name: string;
  /** A click the static button took (the one that loaded this button): carried out once, when it arrives. */
  request?: StaticClick | null;
  /** The static button had the focus: this one takes it over. */
  takeFocus?: boolean;
};

/**
 * The live follow toggle of a product or supplier (spec §7), loaded by `FollowButton` for a signed-in
 * buyer or on the first click. Signed out, the click goes through the spec §4 login gate and the follow
 * happens by itself after signing in. The change shows at once and is rolled back, with a toast, when the
 * server refuses it.
 */
export function LiveFollowButton({ kind, id, name, request = null, takeFocus = false }: LiveFollowButtonProps) {
  const t = useTranslations('favourites');
  const { requireBuyer } = useLoginGate();
  const queryClient = useQueryClient();
  const { device } = useSite();
  const link = useHref();
  const listHref = useSitePath(favouritesLink(link, device, kind));
  const status = useQuery(followedQuery(kind, id));
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const followed = status.data === true;
  const button = useRef<HTMLButtonElement>(null);
  const handled = useRef<StaticClick | null>(null);

  const change = async (next: boolean, afterSignIn: boolean) => {
    if (busy.current) return;
    busy.current = true;
    const key = followedKey(kind, id);
    if (afterSignIn) {
      // a buyer who just signed in: the page's buttons read their state again, also where a read made
      // while signed out is still in flight (cancelled first, or its answer would be reused)
      await queryClient.cancelQueries({ queryKey: FOLLOWED_KEY });
      void queryClient.invalidateQueries({ queryKey: FOLLOWED_KEY });
    }
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<boolean>(key);
    queryClient.setQueryData(key, next);
    setPending(true);
    try {
      await setFollowed(kind, id, next);
      // a read that started before the change was committed (the page's data refresh after a sign-in)
      // would answer the old state: it is dropped and the accepted state kept
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
      setAnnouncement(fullStopOnce(t(next ? 'nowFollowing' : 'noLongerFollowing', { name }), name));
    } catch (error) {
      queryClient.setQueryData(key, previous ?? !next);
      showErrorToast(
        followFailureMessage(error, fullStopOnce(t(next ? 'followFailed' : 'unfollowFailed', { name }), name)),
      );
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  // the focus of the static button this one replaces, once on mount
  const onMount = useEffectEvent(() => {
    if (takeFocus) button.current?.focus();
  });
  useEffect(() => onMount(), []);
  // the static button's click, carried out once (it can arrive after mount: a sign-in it waited for)
  const onRequest = useEffectEvent((click: StaticClick) => {
    if (handled.current === click) return;
    handled.current = click;
    void change(click.next, click.afterSignIn);
  });
  useEffect(() => {
    if (request) onRequest(request);
  }, [request]);

  const onClick = () => {
    const next = !followed;
    const signedIn = getBuyerToken() !== null;
    requireBuyer(() => void change(next, !signedIn));
  };

  return (
    <FollowToggle
      kind={kind}
      label={t(kind === 'product' ? 'followProduct' : 'followSupplier')}
      followed={followed}
      pending={pending}
      buttonRef={button}
      onClick={onClick}
      link={
        <a href={listHref} className={styles.inFavourites}>
          {t('inFavourites')}
        </a>
      }
      announcement={announcement}
    />
  );
}
