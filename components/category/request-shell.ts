import 'server-only';
import { cache } from 'react';
import { readShell } from '@/components/app/shell';
import type { Shell, ShellParams } from '@/lib/shell/context';

const readShellOnce = cache((site: string, locale: string, device: string) =>
  readShell(Promise.resolve({ site, locale, device })),
);

/**
 * readShell, once per request: the same Shell object for generateMetadata and the page, so the list
 * resolvers (React `cache`, keyed by identity) run their count queries once per request.
 */
export async function readRequestShell(params: Promise<ShellParams>): Promise<Shell> {
  const { site, locale, device } = await params;
  return readShellOnce(site, locale, device);
}
