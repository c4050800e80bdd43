/**
 * spec §2: navigating to a search URL equal to the current location reloads the page (so the same
 * search runs again); any other search URL adds a history entry.
 */
export function navigateToSearch(
  href: string,
  win: Pick<Window, 'location'> = window,
  push: (href: string) => void = (to) => win.location.assign(to),
): 'reload' | 'push' {
  const target = new URL(href, win.location.href);
  const current = new URL(win.location.href);
  if (target.href === current.href) {
    win.location.reload();
    return 'reload';
  }
  push(target.pathname + target.search + target.hash);
  return 'push';
}
