// The one gate every analytics call of the site passes (spec §2 Page_View, §7 behaviour, visit and
// search events, the promotion statistics): held while the visitor has not chosen, sent once analytics
// consent exists, dropped on reject (spec §1, §4, §9). The consent island (components/consent) opens or
// shuts it; nothing here loads the consent library. Client-safe: no dependencies.

export type AnalyticsConsent = 'pending' | 'granted' | 'denied';

/** Calls held at most while the visitor decides: the first page's views, a few searches. */
export const HELD_MAX = 50;

let state: AnalyticsConsent = 'pending';
let held: (() => void)[] = [];

function run(send: () => void): void {
  try {
    send();
  } catch {
    // analytics is best effort: a failing call never breaks the page
  }
}

/** Sends an analytics call now when allowed, holds it while undecided, drops it when refused. */
export function whenAnalyticsAllowed(send: () => void): void {
  if (state === 'granted') return run(send);
  if (state === 'denied') return;
  if (held.length < HELD_MAX) held.push(send);
}

/** The visitor's decision (or the automatic accept outside the consent countries). */
export function setAnalyticsConsent(granted: boolean): void {
  state = granted ? 'granted' : 'denied';
  const waiting = held;
  held = [];
  if (granted) for (const send of waiting) run(send);
}

export function analyticsConsent(): AnalyticsConsent {
  return state;
}

/** Back to undecided, nothing held (tests; a new revision asks again). */
export function resetAnalyticsConsent(): void {
  state = 'pending';
  held = [];
}
