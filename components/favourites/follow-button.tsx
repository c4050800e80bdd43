'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState, type ComponentType } from 'react';
import { useLoginGate } from '@/components/auth/login-gate-provider';
import type { FollowKind } from '@/lib/favourites/followed-loader';
import { BUYER_SIGNED_IN_EVENT, getBuyerToken } from '@/lib/gateway/session-values';
import { showErrorToast } from '@/lib/gateway/toasts';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { LiveFollowButtonProps, StaticClick } from './follow-button-live';
import { FollowToggle } from './follow-toggle';
import { fullStopOnce } from '@/lib/i18n/full-stop';

type Props = { kind: FollowKind; id: number; name: string };
type Live = ComponentType<LiveFollowButtonProps>;

// one chunk for every button of the page; a failed load is tried again on the next click
let liveModule: Promise<Live> | null = null;
function loadLive(): Promise<Live> {
  liveModule ??= import('./follow-button-live').then(
    (module) => module.LiveFollowButton,
    (error: unknown) => {
      liveModule = null;
      throw error;
    },
  );
  return liveModule;
}

/**
 * The follow toggle of a product or supplier (spec §7), as the page first shows it: pages are rendered
 * the same for everyone, so it starts as "not followed". The live toggle (the followed state read from
 * the server, the change and its rollback) is a separate chunk, loaded for a signed-in buyer (on load or
 * when they sign in on this page) and on the first click, which it then carries out; a signed-out
 * visitor who never clicks loads none of it (issue 8: islands loaded on interaction).
 */
export function FollowButton({ kind, id, name }: Props) {
  const t = useTranslations('favourites');
  const { requireBuyer } = useLoginGate();
  const button = useRef<HTMLButtonElement>(null);
  const [live, setLive] = useState<{ Button: Live; takeFocus: boolean } | null>(null);
  const [request, setRequest] = useState<StaticClick | null>(null);
  // disabled in the server's HTML and until the page has hydrated, as forms are (FormControls): a press
  // before the page's script runs would be lost
  const hydrated = useHydrated();

  // A press in progress on this button (pointer or key down, not yet up): swapping the button then would
  // split the press between two elements and the browser would fire no click, so the live button waits
  // for the press to end.
  const pressed = useRef(false);
  const arrived = useRef<Live | null>(null);
  const show = (Button: Live) =>
    setLive((now) => now ?? { Button, takeFocus: document.activeElement === button.current });
  const onPress = () => {
    if (pressed.current) return;
    pressed.current = true;
    const events = ['pointerup', 'pointercancel', 'keyup', 'blur'] as const;
    const release = () => {
      for (const name of events) window.removeEventListener(name, release, true);
      // after the click this press makes, which the browser dispatches once the release's handlers ran
      setTimeout(() => {
        pressed.current = false;
        if (arrived.current) show(arrived.current);
      });
    };
    for (const name of events) window.addEventListener(name, release, true);
  };

  // a failed load matters only to a click, which is told and forgotten; a later click loads again
  const goLive = (click: StaticClick | null) => {
    loadLive().then(
      (Button) => {
        arrived.current = Button;
        if (!pressed.current) show(Button);
      },
      () => {
        if (!click) return;
        setRequest(null);
        showErrorToast(fullStopOnce(t('followFailed', { name }), name));
      },
    );
  };

  const onSignedIn = useEffectEvent(() => goLive(null));
  useEffect(() => {
    const load = () => onSignedIn();
    if (getBuyerToken() !== null) load();
    window.addEventListener(BUYER_SIGNED_IN_EVENT, load);
    return () => window.removeEventListener(BUYER_SIGNED_IN_EVENT, load);
  }, []);

  if (live) return <live.Button kind={kind} id={id} name={name} request={request} takeFocus={live.takeFocus} />;

  const onClick = () => {
    const signedIn = getBuyerToken() !== null;
    requireBuyer(() => {
      const click = { next: true, afterSignIn: !signedIn };
      setRequest(click);
      goLive(click);
    });
  };

  // the live toggle's markup while nothing is followed (it replaces this one in place)
  return (
    <FollowToggle
      kind={kind}
      label={t(kind === 'product' ? 'followProduct' : 'followSupplier')}
      followed={false}
      disabled={!hydrated}
      buttonRef={button}
      onClick={onClick}
      onPress={onPress}
    />
  );
}
