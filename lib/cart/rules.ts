/**
 * The enquiry cart's rules, shared by the server, the client store and the contracts (client-safe; the
 * zod schemas of its parameters are in ./schema.ts, so the header's cart count loads no zod).
 * spec §3: a cart is a list of product ids; spec §5, §9: at most 10 of them.
 */

/** spec §5, §9: at most 10 products; a server list of 11 or more is refused (saas.nomorethanproducts). */
export const CART_LIMIT = 10;

/** spec §4: operationType 1 adds, 2 removes. */
export const CART_OPERATION = { add: 1, remove: 2 } as const;
export type CartOperation = (typeof CART_OPERATION)[keyof typeof CART_OPERATION];

/** Most ids one call may name; what it would make of the cart is checked against CART_LIMIT. */
export const MAX_IDS_PER_CALL = 50;

/** A product id as text: 15 digits at most, as the routes. */
export const ID_TEXT = /^[1-9]\d{0,14}$/;

/** The ids in their first order, each once. */
export function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/** The not-logged-in list as stored (spec §3, comma separated): digits only, each once, at most CART_LIMIT. */
export function parseStoredIds(values: readonly string[]): number[] {
  return unique(values.filter((v) => ID_TEXT.test(v)).map(Number)).slice(0, CART_LIMIT);
}

export type AddOutcome = { ok: true; ids: number[]; changed: boolean } | { ok: false; reason: 'full' };

/** Adds one product at the end; one already there changes nothing; a full cart refuses (spec §5). */
export function addId(ids: readonly number[], id: number, limit: number = CART_LIMIT): AddOutcome {
  if (ids.includes(id)) return { ok: true, ids: [...ids], changed: false };
  if (ids.length >= limit) return { ok: false, reason: 'full' };
  return { ok: true, ids: [...ids, id], changed: true };
}

export function removeId(ids: readonly number[], id: number): number[] {
  return ids.filter((i) => i !== id);
}

export type MergePlan = {
  /** The local ids to add to the server's cart, in the order they were added locally. */
  add: number[];
  /** The cart after the merge: the server's list as it was, then `add`. */
  merged: number[];
  /** Local ids that did not fit (the buyer is told how many). */
  skipped: number[];
};

/**
 * spec §4 merge on login (its remaining steps are ours, ARCHITECTURE "Enquiry cart"): the server's
 * cart is kept whole and in its order; local ids already in it are not added twice; the others are
 * added while there is room, the most recently added first (they are what the buyer was just
 * doing), keeping their local order in the cart; the rest is skipped.
 */
export function planMerge(server: readonly number[], local: readonly number[], limit: number = CART_LIMIT): MergePlan {
  const kept = unique([...server]);
  const onServer = new Set(kept);
  const fresh = unique([...local]).filter((id) => !onServer.has(id));
  const room = Math.max(0, limit - kept.length);
  const cut = Math.max(0, fresh.length - room);
  const add = fresh.slice(cut);
  return { add, merged: [...kept, ...add], skipped: fresh.slice(0, cut) };
}
