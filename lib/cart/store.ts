import { createStore, type StoreApi } from 'zustand/vanilla';
import { addId, CART_LIMIT, CART_OPERATION, planMerge, removeId, type CartOperation } from './rules';

/**
 * The enquiry cart in the browser (spec §4 cart): a local list for an anonymous visitor (spec §3
 * stored session values), the server's list for a signed-in buyer, changed optimistically and rolled
 * back when the server refuses, and the merge of the local list on sign-in. Built by `createCart` with
 * its dependencies, so the rules run in unit tests without a browser or a server.
 */

export type CartMode = 'unknown' | 'anonymous' | 'buyer';

export type CartState = {
  mode: CartMode;
  buyerId: number | null;
  /** Product ids, oldest first; includes optimistic changes not yet confirmed. */
  ids: number[];
  /** Ids with a change in flight: the newest change's number and kind. */
  pending: Record<number, { seq: number; op: 'add' | 'remove' }>;
  merging: boolean;
};

/** What the cart tells the buyer (CartSync words each one). */
export type CartEvent =
  | { type: 'added'; count: number }
  | { type: 'removed'; count: number }
  | { type: 'full' }
  | { type: 'merged'; added: number; skipped: number }
  | { type: 'unavailable'; count: number };

export type CartErrorKind = 'full' | 'unknownProducts' | 'failed';

/** A refused or failed server call, by what the cart does next. */
export class CartApiError extends Error {
  constructor(readonly kind: CartErrorKind) {
    super(kind);
    this.name = 'CartApiError';
  }
}

export type CartApi = {
  /** The server's cart ids (spec §7 cartInfo). */
  info: () => Promise<number[]>;
  /** spec §7 update: the server's ids after the change; rejects with CartApiError. `quiet`: no error toast. */
  update: (operation: CartOperation, ids: number[], options?: { quiet?: boolean }) => Promise<number[]>;
  /** Which of these ids are published products. */
  published: (ids: number[]) => Promise<number[]>;
};

export type LocalList = { read: () => number[]; write: (ids: readonly number[]) => void };

export type CartDeps = { api: CartApi; local: LocalList; notify: (event: CartEvent) => void };

export type AddResult = 'added' | 'already' | 'full' | 'unknownProducts' | 'failed';
export type RemoveResult = 'removed' | 'absent' | 'failed';

const INITIAL: CartState = { mode: 'unknown', buyerId: null, ids: [], pending: {}, merging: false };

/** How many times a merge is tried when the server's cart changed meanwhile. */
const MERGE_ATTEMPTS = 3;

export type Cart = ReturnType<typeof createCart>;

export function createCart(deps: CartDeps) {
  const store: StoreApi<CartState> = createStore<CartState>()(() => INITIAL);
  let seq = 0;
  // bumped when the person changes: answers to an earlier person's calls are dropped
  let generation = 0;

  const get = store.getState;
  const set = store.setState;

  /** The server's list with the changes still in flight laid over it. */
  function apply(serverIds: readonly number[]): void {
    const { pending } = get();
    const removing = new Set(
      Object.entries(pending)
        .filter(([, p]) => p.op === 'remove')
        .map(([id]) => Number(id)),
    );
    const adding = Object.entries(pending)
      .filter(([id, p]) => p.op === 'add' && !serverIds.includes(Number(id)))
      .map(([id]) => Number(id));
    set({ ids: [...serverIds.filter((id) => !removing.has(id)), ...adding] });
  }

  /** Forgets a change once answered, unless a newer change of the same id has taken its place. */
  function settle(id: number, mySeq: number): boolean {
    const current = get().pending[id];
    if (current?.seq !== mySeq) return false;
    const { [id]: _done, ...rest } = get().pending;
    set({ pending: rest });
    return true;
  }

  function startAnonymous(): void {
    generation += 1;
    set({ ...INITIAL, mode: 'anonymous', ids: deps.local.read() });
  }

  /** The server told us who is signed in and their cart; a local list waiting is merged (spec §4). */
  async function startBuyer(buyerId: number, serverIds: readonly number[]): Promise<void> {
    const state = get();
    if (state.mode === 'buyer' && state.buyerId === buyerId) {
      apply(serverIds);
    } else {
      generation += 1;
      set({ ...INITIAL, mode: 'buyer', buyerId, ids: [...serverIds] });
    }
    if (deps.local.read().length > 0) await mergeLocal();
  }

  /** Another tab changed the stored list: an anonymous cart follows it. */
  function reloadLocal(): void {
    if (get().mode === 'anonymous') set({ ids: deps.local.read() });
  }

  /**
   * spec §4 merge on login: the plan of `planMerge` is sent as one add; the local list is cleared only
   * once the server has accepted it. Unknown products are dropped from the local list and the plan made
   * again; a server cart that filled up meanwhile is read again. A failure keeps the local list for the
   * next page load.
   */
  async function mergeLocal(): Promise<void> {
    if (get().merging) return;
    const gen = generation;
    set({ merging: true });
    try {
      let local = deps.local.read();
      let server = get().ids;
      for (let attempt = 0; attempt < MERGE_ATTEMPTS && gen === generation; attempt += 1) {
        const plan = planMerge(server, local);
        if (plan.add.length === 0) {
          deps.local.write([]);
          if (plan.skipped.length > 0) deps.notify({ type: 'merged', added: 0, skipped: plan.skipped.length });
          return;
        }
        try {
          const ids = await deps.api.update(CART_OPERATION.add, plan.add, { quiet: true });
          if (gen !== generation) return;
          deps.local.write([]);
          apply(ids);
          deps.notify({ type: 'merged', added: plan.add.length, skipped: plan.skipped.length });
          return;
        } catch (error) {
          const kind = error instanceof CartApiError ? error.kind : 'failed';
          if (kind === 'unknownProducts') {
            const published = new Set(await deps.api.published(local));
            const kept = local.filter((id) => published.has(id));
            if (kept.length < local.length) deps.notify({ type: 'unavailable', count: local.length - kept.length });
            local = kept;
            deps.local.write(kept);
          } else if (kind === 'full') {
            server = await deps.api.info();
            if (gen === generation) apply(server);
          } else {
            return;
          }
        }
      }
    } catch {
      // a read failed: the local list stays for the next page load
    } finally {
      if (gen === generation) set({ merging: false });
    }
  }

  async function add(id: number): Promise<AddResult> {
    const state = get();
    if (state.mode === 'unknown') return 'failed';
    const next = addId(state.ids, id, CART_LIMIT);
    if (!next.ok) {
      deps.notify({ type: 'full' });
      return 'full';
    }
    if (!next.changed) return 'already';
    if (state.mode === 'anonymous') {
      deps.local.write(next.ids);
      set({ ids: next.ids });
      deps.notify({ type: 'added', count: next.ids.length });
      return 'added';
    }
    const gen = generation;
    const mySeq = ++seq;
    set({ ids: next.ids, pending: { ...state.pending, [id]: { seq: mySeq, op: 'add' } } });
    try {
      const ids = await deps.api.update(CART_OPERATION.add, [id]);
      if (gen !== generation) return 'failed';
      settle(id, mySeq);
      deps.local.write([]); // spec §4: a signed-in change clears the local list
      apply(ids);
      deps.notify({ type: 'added', count: get().ids.length });
      return 'added';
    } catch (error) {
      const kind = error instanceof CartApiError ? error.kind : 'failed';
      if (gen !== generation) return 'failed';
      if (settle(id, mySeq)) set({ ids: removeId(get().ids, id) });
      // another device may have filled the cart: show what the server holds
      if (kind === 'full') await refresh(gen);
      return kind;
    }
  }

  async function remove(id: number): Promise<RemoveResult> {
    const state = get();
    if (state.mode === 'unknown') return 'failed';
    const at = state.ids.indexOf(id);
    if (at < 0) return 'absent';
    const without = removeId(state.ids, id);
    if (state.mode === 'anonymous') {
      deps.local.write(without);
      set({ ids: without });
      deps.notify({ type: 'removed', count: without.length });
      return 'removed';
    }
    const gen = generation;
    const mySeq = ++seq;
    set({ ids: without, pending: { ...state.pending, [id]: { seq: mySeq, op: 'remove' } } });
    try {
      const ids = await deps.api.update(CART_OPERATION.remove, [id]);
      if (gen !== generation) return 'failed';
      settle(id, mySeq);
      deps.local.write([]);
      apply(ids);
      deps.notify({ type: 'removed', count: get().ids.length });
      return 'removed';
    } catch {
      if (gen !== generation) return 'failed';
      if (settle(id, mySeq) && !get().ids.includes(id)) {
        const ids = [...get().ids];
        ids.splice(Math.min(at, ids.length), 0, id);
        set({ ids });
      }
      return 'failed';
    }
  }

  /** Products the catalogue no longer sells leave an anonymous cart, and the visitor is told. */
  function forget(gone: readonly number[]): void {
    const state = get();
    if (state.mode !== 'anonymous') return;
    const kept = state.ids.filter((id) => !gone.includes(id));
    if (kept.length === state.ids.length) return;
    deps.local.write(kept);
    set({ ids: kept });
    deps.notify({ type: 'unavailable', count: state.ids.length - kept.length });
  }

  async function refresh(gen: number): Promise<void> {
    try {
      const ids = await deps.api.info();
      if (gen === generation) apply(ids);
    } catch {
      // the optimistic list was already rolled back; nothing better to show
    }
  }

  return { store, startAnonymous, startBuyer, reloadLocal, add, remove, forget };
}
