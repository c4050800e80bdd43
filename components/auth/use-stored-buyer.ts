'use client';

import { useSyncExternalStore } from 'react';
import { getBuyerUserInfo } from '@/lib/gateway/session-values';

const subscribe = () => () => {};
const readSignedIn = () => getBuyerUserInfo() !== null;

/**
 * Whether the browser holds a signed-in buyer (the session values the login gate reads, spec §4); false
 * while rendering on the server and before hydration, so a page cached for everyone renders the same.
 * It is read again on each render: a sign-in through the gate refreshes the page.
 */
export function useStoredBuyer(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, () => false);
}
