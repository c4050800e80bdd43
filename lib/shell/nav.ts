import type { DeviceClass } from '@/lib/device/detect';
import { href } from '@/lib/routes/href';
import { getRoute } from '@/lib/routes/registry';

/** The shell's navigation: an entry shows only while its route is live and offered on the device. */
// `tabLabel` is the mobile tab bar's: five cells share a 375 px screen, so each language names them in a
// word or two that fit a fifth of it (a long single word such as "Angebotsanfrage" ran into its neighbours).
const ENTRIES = [
  { routeId: 'home', label: 'navHome', tabLabel: 'tabHome' },
  { routeId: 'categories', label: 'navCategories', tabLabel: 'tabCategories' },
  { routeId: 'rfq', label: 'navRfq', tabLabel: 'tabRfq' },
  { routeId: 'cart', label: 'navCart', tabLabel: 'tabCart' },
  { routeId: 'account', label: 'navAccount', tabLabel: 'tabAccount' },
] as const;

/** An entry with its path (without the deploy path). */
export type NavItem = (typeof ENTRIES)[number] & { path: string };

const NAV: readonly NavItem[] = ENTRIES.map((entry) => ({ ...entry, path: href(entry.routeId) }));

export function navItems(device: DeviceClass): NavItem[] {
  return NAV.filter((item) => {
    const route = getRoute(item.routeId);
    return route.status === 'live' && route.devices.includes(device);
  });
}
