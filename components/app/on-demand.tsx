'use client';

import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * A component whose code loads on demand (a dialog, a viewer), fetched once. A failed fetch (the network
 * gone for a moment) is forgotten, so the next time the component is wanted it is fetched again:
 * next/dynamic and React.lazy keep a failed load for good and throw it into the render, where no
 * boundary of the layout catches it, and Next's own error page (in English) replaced the page the
 * visitor was on.
 */
export type OnDemandLoader<P> = { load: () => Promise<ComponentType<P>>; loaded?: ComponentType<P> };

export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemandLoader<P> {
  let loading: Promise<ComponentType<P>> | null = null;
  const loader: OnDemandLoader<P> = {
    load: () => {
      const current = (loading ??= load());
      current.then(
        (component) => (loader.loaded = component),
        () => {
          if (loading === current) loading = null;
        },
      );
      return current;
    },
  };
  return loader;
}

type Props<P> = {
  loader: OnDemandLoader<P>;
  /** Called when the code did not arrive: the caller says so and unmounts this. */
  onFailed: () => void;
  props: P;
};

/**
 * Renders the loader's component with `props` once its code has arrived (at once when it had before),
 * nothing until then; mount it when the component is wanted.
 */
export function OnDemand<P extends object>({ loader, onFailed, props }: Props<P>) {
  // in a box: a component kept in state directly would be taken for an updater function
  const [loaded, setLoaded] = useState(() => (loader.loaded ? { component: loader.loaded } : null));
  useEffect(() => {
    if (loaded) return;
    let current = true;
    loader.load().then(
      (component) => current && setLoaded({ component }),
      () => current && onFailed(),
    );
    return () => {
      current = false;
    };
  }, [loaded, loader, onFailed]);
  return loaded ? createElement(loaded.component, props) : null;
}
