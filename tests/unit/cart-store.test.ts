import { CartApiError, createCart, type CartApi, type CartEvent } from '@/lib/cart/store';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A server cart in memory, with the refusals of the real one (spec §5, §7). */
function fakeServer(initial: number[] = [], published: (id: number) => boolean = () => true) {
  const state = { ids: [...initial], calls: [] as string[] };
  let gate: Promise<void> | null = null;
  const api: CartApi = {
    info: async () => [...state.ids],
    update: async (operation, ids) => {
      state.calls.push(`${operation}:${ids.join(',')}`);
      if (gate) await gate;
      if (operation === 2) {
        state.ids = state.ids.filter((id) => !ids.includes(id));
        return [...state.ids];
      }
      if (ids.some((id) => !published(id))) throw new CartApiError('unknownProducts');
      const fresh = ids.filter((id) => !state.ids.includes(id));
      if (state.ids.length + fresh.length > 10) throw new CartApiError('full');
      state.ids = [...state.ids, ...fresh];
      return [...state.ids];
    },
    published: async (ids) => ids.filter(published),
  };
  return {
    api,
    state,
    /** Holds every update until the returned function is called. */
    hold() {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

function setup(server: ReturnType<typeof fakeServer>, stored: number[] = []) {
  const local = { ids: [...stored] };
  const events: CartEvent[] = [];
  const cart = createCart({
    api: server.api,
    local: { read: () => [...local.ids], write: (ids) => void (local.ids = [...ids]) },
    notify: (event) => void events.push(event),
  });
  return { cart, local, events, ids: () => cart.store.getState().ids };
}

describe('an anonymous cart (spec §4: a local list)', () => {
  it('starts from the stored list, adds and removes there, and never calls the server', async () => {
    const server = fakeServer();
    const { cart, local, ids, events } = setup(server, [3]);
    cart.startAnonymous();
    expect(await cart.add(4)).toBe('added');
    expect(await cart.add(4)).toBe('already');
    expect(local.ids).toEqual([3, 4]);
    expect(await cart.remove(3)).toBe('removed');
    expect(ids()).toEqual([4]);
    expect(local.ids).toEqual([4]);
    expect(server.state.calls).toEqual([]);
    expect(events).toEqual([
      { type: 'added', count: 2 },
      { type: 'removed', count: 1 },
    ]);
  });

  it('refuses the 11th product and tells the visitor, keeping the 10', async () => {
    const { cart, local, events } = setup(fakeServer(), range(1, 10));
    cart.startAnonymous();
    expect(await cart.add(11)).toBe('full');
    expect(local.ids).toEqual(range(1, 10));
    expect(events).toEqual([{ type: 'full' }]);
  });

  it('lets go of products no longer sold and says how many', () => {
    const { cart, local, events } = setup(fakeServer(), [1, 2, 3]);
    cart.startAnonymous();
    cart.forget([2, 9]);
    expect(local.ids).toEqual([1, 3]);
    expect(events).toEqual([{ type: 'unavailable', count: 1 }]);
    cart.forget([9]);
    expect(events).toHaveLength(1);
  });

  it('follows a change another tab made to the stored list', () => {
    const { cart, local, ids } = setup(fakeServer(), [1]);
    cart.startAnonymous();
    local.ids = [1, 5];
    cart.reloadLocal();
    expect(ids()).toEqual([1, 5]);
  });

  it('does nothing before it knows who is there', async () => {
    const { cart, local } = setup(fakeServer());
    expect(await cart.add(1)).toBe('failed');
    expect(local.ids).toEqual([]);
  });
});

describe('a signed-in cart (spec §4: synced with operationType 1 and 2)', () => {
  it('shows an add at once, confirms it with the server and clears the local list', async () => {
    const server = fakeServer([5]);
    const { cart, ids, local } = setup(server);
    await cart.startBuyer(1, [5]);
    local.ids = [99]; // written by another tab while signed out
    const release = server.hold();
    const adding = cart.add(6);
    expect(ids()).toEqual([5, 6]); // optimistic
    release();
    expect(await adding).toBe('added');
    expect(server.state.calls).toEqual(['1:6']);
    expect(ids()).toEqual([5, 6]);
    expect(local.ids).toEqual([]);
  });

  it('rolls an add back when the server refuses a full cart, and shows what the server holds', async () => {
    const server = fakeServer(range(1, 9));
    const { cart, ids } = setup(server);
    await cart.startBuyer(1, range(1, 9));
    server.state.ids.push(50); // another device filled the cart meanwhile
    expect(await cart.add(51)).toBe('full');
    expect(ids()).toEqual([...range(1, 9), 50]);
  });

  it('rolls a removal back to its place when the call fails', async () => {
    const server = fakeServer([1, 2, 3]);
    const { cart, ids } = setup(server);
    await cart.startBuyer(1, [1, 2, 3]);
    server.api.update = async () => {
      throw new CartApiError('failed');
    };
    expect(await cart.remove(2)).toBe('failed');
    expect(ids()).toEqual([1, 2, 3]);
  });

  it('keeps a change in flight when an earlier answer arrives', async () => {
    const server = fakeServer([]);
    const { cart, ids } = setup(server);
    await cart.startBuyer(1, []);
    const release = server.hold();
    const first = cart.add(1);
    const second = cart.add(2);
    expect(ids()).toEqual([1, 2]);
    release();
    await Promise.all([first, second]);
    expect(ids()).toEqual([1, 2]);
    expect(server.state.ids).toEqual([1, 2]);
  });

  it('drops the answers of an earlier person after a change of account', async () => {
    const server = fakeServer([]);
    const { cart, ids } = setup(server);
    await cart.startBuyer(1, []);
    const release = server.hold();
    const adding = cart.add(7);
    await cart.startBuyer(2, [30]);
    release();
    expect(await adding).toBe('failed');
    expect(ids()).toEqual([30]);
  });
});

describe('the merge on sign-in (spec §4, ARCHITECTURE "Enquiry cart")', () => {
  it('adds the local products after the server ones in one call and clears the local list after', async () => {
    const server = fakeServer([20, 21]);
    const { cart, ids, local, events } = setup(server, [1, 21, 2]);
    await cart.startBuyer(1, [20, 21]);
    expect(server.state.calls).toEqual(['1:1,2']);
    expect(ids()).toEqual([20, 21, 1, 2]);
    expect(local.ids).toEqual([]);
    expect(events).toEqual([{ type: 'merged', added: 2, skipped: 0 }]);
  });

  it('fills up to 10 and tells how many did not fit', async () => {
    const server = fakeServer(range(101, 108));
    const { cart, ids, events } = setup(server, [1, 2, 3, 4]);
    await cart.startBuyer(1, range(101, 108));
    expect(ids()).toEqual([...range(101, 108), 3, 4]);
    expect(events).toEqual([{ type: 'merged', added: 2, skipped: 2 }]);
  });

  it('keeps the local list when the server does not accept the merge', async () => {
    const server = fakeServer([1]);
    server.api.update = async () => {
      throw new CartApiError('failed');
    };
    const { cart, local, ids } = setup(server, [2, 3]);
    await cart.startBuyer(1, [1]);
    expect(local.ids).toEqual([2, 3]);
    expect(ids()).toEqual([1]);
  });

  it('drops local products no longer sold and merges the rest', async () => {
    const server = fakeServer([], (id) => id !== 13);
    const { cart, ids, local, events } = setup(server, [12, 13, 14]);
    await cart.startBuyer(1, []);
    expect(ids()).toEqual([12, 14]);
    expect(local.ids).toEqual([]);
    expect(events).toEqual([
      { type: 'unavailable', count: 1 },
      { type: 'merged', added: 2, skipped: 0 },
    ]);
  });

  it('reads the server cart again when it filled up since the page was rendered', async () => {
    const server = fakeServer(range(1, 10));
    const { cart, ids, local, events } = setup(server, [50]);
    await cart.startBuyer(1, range(1, 7)); // the page knew of 7
    expect(ids()).toEqual(range(1, 10));
    expect(local.ids).toEqual([]);
    expect(events).toEqual([{ type: 'merged', added: 0, skipped: 1 }]);
  });

  it('makes no call when every local product is already in the cart', async () => {
    const server = fakeServer([4, 5]);
    const { cart, local, events } = setup(server, [5]);
    await cart.startBuyer(1, [4, 5]);
    expect(server.state.calls).toEqual([]);
    expect(local.ids).toEqual([]);
    expect(events).toEqual([]);
  });
});
