// React's act() warns unless the environment says it is a test; one test below lets React run on its own
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};
actEnvironment(true);

import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyClicks } from '@/components/app/early-clicks';
import { LOADER_SCRIPT } from '../../server/deferred-scripts.mjs';

// A page as the production server sends it: the script loader runs first, the server's HTML is on screen
// and clickable, and React hydrates it later (server/deferred-scripts.mjs).

type LoaderWindow = Window & { __sfHydrated?: () => void; __sfDefer?: (src: string) => void };

function runLoader() {
  const source = /^<script>([\s\S]*)<\/script>$/.exec(LOADER_SCRIPT)?.[1];
  if (!source) throw new Error('the loader is not one inline script');
  new Function(source)();
}

function Page({ onAdd, onSubmit }: { onAdd: () => void; onSubmit: () => void }) {
  const [added, setAdded] = useState(0);
  return (
    <main>
      <button
        type="button"
        onClick={() => {
          onAdd();
          setAdded((count) => count + 1);
        }}
      >
        Add to enquiry cart <span>({added})</span>
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <button type="submit">Search</button>
      </form>
      <EarlyClicks />
    </main>
  );
}

let root: Root | null = null;

/** The server's HTML of the page in the document, the loader run, React not yet started. */
function serverPage(onAdd = vi.fn(), onSubmit = vi.fn()) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page onAdd={onAdd} onSubmit={onSubmit} />);
  document.body.append(container);
  runLoader();
  const button = container.querySelector('button[type="button"]') as HTMLButtonElement;
  const hydrate = async () => {
    await act(async () => {
      root = hydrateRoot(container, <Page onAdd={onAdd} onSubmit={onSubmit} />);
    });
    // the replay waits one task after the first commit's effects
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { container, button, hydrate, onAdd, onSubmit };
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  (window as LoaderWindow).__sfHydrated?.();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('clicks made before the page hydrated (server/deferred-scripts.mjs, EarlyClicks)', () => {
  it("replays a button's click once React runs the page, once however often it was pressed", async () => {
    const { button, hydrate, onAdd } = serverPage();
    button.click();
    button.click();
    expect(onAdd).not.toHaveBeenCalled();

    await hydrate();
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Add to enquiry cart (1)');

    // from now on a click goes straight to React, and is not held or doubled
    await act(async () => button.click());
    expect(onAdd).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent('Add to enquiry cart (2)');
  });

  it('takes a click made while React is hydrating once, not twice', async () => {
    const { button, container, onAdd, onSubmit } = serverPage();
    actEnvironment(false);
    // React listens from here on, but has not committed the page yet
    root = hydrateRoot(container, <Page onAdd={onAdd} onSubmit={onSubmit} />);
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 200));
    actEnvironment(true);
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(button).toHaveTextContent('Add to enquiry cart (1)');
  });

  it('does not replay anything when nothing was clicked', async () => {
    const { hydrate, onAdd } = serverPage();
    await hydrate();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it("leaves a form's submit button to the browser", () => {
    const { container } = serverPage();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const form = container.querySelector('form')!;
    form.addEventListener('submit', submitted);
    container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('skips a button that is disabled or gone by the time the page has hydrated', () => {
    const { container } = serverPage();
    const kept = vi.fn();
    const gone = document.createElement('button');
    gone.type = 'button';
    gone.addEventListener('click', kept);
    const disabled = document.createElement('button');
    disabled.type = 'button';
    disabled.addEventListener('click', kept);
    container.append(gone, disabled);
    gone.click();
    disabled.click();
    gone.remove();
    disabled.disabled = true;
    (window as LoaderWindow).__sfHydrated!();
    expect(kept).not.toHaveBeenCalled();
  });

  it('stops holding clicks ten seconds after the scripts start on a page that never reports its hydration', () => {
    vi.useFakeTimers();
    const { container } = serverPage();
    const clicked = vi.fn();
    const button = document.createElement('button');
    button.type = 'button';
    button.addEventListener('click', clicked);
    container.append(button);
    button.click();
    vi.advanceTimersByTime(3_000); // the loader's latest start of the scripts
    expect(clicked).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(clicked).toHaveBeenCalledTimes(1);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(2);
  });
});
