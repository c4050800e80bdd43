'use client';

import { useSyncExternalStore } from 'react';
import { knownTimeZones, localTimeZone } from '@/lib/meetings/time';

/** What the browser knows of time: its zone, every zone it can name, and when the page was opened. */
export type DeviceTime = { local: string; zones: readonly string[]; openedAt: number };

let snapshot: DeviceTime | undefined;

function readDeviceTime(): DeviceTime {
  if (!snapshot) {
    const local = localTimeZone();
    snapshot = { local, zones: knownTimeZones([local]), openedAt: Date.now() };
  }
  return snapshot;
}

const subscribe = () => () => {};

/** The device's time facts after hydration; null while rendering on the server (it has no device). */
export function useDeviceTime(): DeviceTime | null {
  return useSyncExternalStore(subscribe, readDeviceTime, () => null);
}
