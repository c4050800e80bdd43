'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { ClientPaths, ClientRouteId } from '@/lib/routes/client-routes';
import { hrefFrom, type HrefArgs } from '@/lib/routes/fill';

const RoutesContext = createContext<ClientPaths | null>(null);

/** The patterns of the routes client components link to (`clientPaths()`), handed down by the layout. */
export function RoutesProvider({ paths, children }: { paths: ClientPaths; children: ReactNode }) {
  return <RoutesContext.Provider value={paths}>{children}</RoutesContext.Provider>;
}

/**
 * `href` for client components (lib/routes/href.ts, the same arguments), filled from the patterns the
 * layout handed down, so the page's JavaScript does not carry every route's pattern.
 */
export function useHref(): <I extends ClientRouteId>(id: I, ...args: HrefArgs<I>) => string {
  const paths = useContext(RoutesContext);
  if (!paths) throw new Error('useHref needs the RoutesProvider of the layout');
  return useCallback(<I extends ClientRouteId>(id: I, ...args: HrefArgs<I>) => hrefFrom(paths, id, ...args), [paths]);
}
