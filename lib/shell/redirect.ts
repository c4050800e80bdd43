import 'server-only';
import { headers } from 'next/headers';
import { keepRequestedLang } from '@/lib/links/build';
import { KEPT_LANG_HEADER } from '@/lib/proxy/kept-lang';
import type { Shell } from '@/lib/shell/context';
import { sitePath } from '@/lib/sites/resolve';

/**
 * A page's redirect target: the site's path, keeping the `?lang=` the request asked for when it is the
 * language the page was served in (the proxy's KEPT_LANG_HEADER; ARCHITECTURE.md "Canonical and language
 * links"). `path` is the path within the site and may carry its own query. The page redirects with
 * movedTo or seeInstead (components/app/redirect.ts).
 */
export async function redirectTarget(shell: Shell, path: string): Promise<string> {
  const kept = (await headers()).get(KEPT_LANG_HEADER) ?? undefined;
  return keepRequestedLang(sitePath(shell.site, path), kept, shell.locale);
}
