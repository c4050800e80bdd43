'use client';

import type { ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A script-driven form's controls, disabled in the server's HTML and until the page has hydrated: typing
 * before the form's script runs would go to fields it does not see, and a submit would be sent by the
 * browser itself as a GET with every field in the address (a password among them). Next's scripts load
 * beside the page's stylesheets, so this is the moment between the first paint and hydration. A
 * `display: contents` fieldset (components/ui/base.css): the form's own layout is unchanged. Forms that
 * work without script (the GET search and filter forms) do not use it.
 */
export function FormControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="form-controls" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
