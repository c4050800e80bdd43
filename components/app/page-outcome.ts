import { notFound, permanentRedirect, redirect } from 'next/navigation';
import type { PageOutcome } from '@/lib/routes/page-outcome';

/**
 * Acts on what lib/ decided for a page (lib/routes/page-outcome.ts): the page's data, or Next's 404 or
 * redirect, which end the render before anything streams. The one place a lib/ decision becomes Next's
 * navigation.
 */
export function settle<T>(outcome: PageOutcome<T>): T {
  if (outcome.kind === 'notFound') notFound();
  if (outcome.kind === 'redirect') return outcome.permanent ? permanentRedirect(outcome.to) : redirect(outcome.to);
  return outcome.value;
}
