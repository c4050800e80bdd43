import 'server-only';
import { permanentRedirect, redirect } from 'next/navigation';
import type { Shell } from '@/lib/shell/context';
import { redirectTarget } from '@/lib/shell/redirect';

/** 308 to the page's one URL (a non-canonical form of the same page), keeping a requested `?lang=`. */
export async function movedTo(shell: Shell, path: string): Promise<never> {
  permanentRedirect(await redirectTarget(shell, path));
}

/** 307 to another page of the same list (a page beyond the last). */
export async function seeInstead(shell: Shell, path: string): Promise<never> {
  redirect(await redirectTarget(shell, path));
}
