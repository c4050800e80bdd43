import 'server-only';
import { notFound } from 'next/navigation';
import { findShell, type Shell, type ShellParams } from '@/lib/shell/context';

/** The page's site, language and device from the proxy's segments (lib/shell/context.ts); anything else is a 404. */
export async function readShell(params: Promise<ShellParams>): Promise<Shell> {
  return (await findShell(await params)) ?? notFound();
}
