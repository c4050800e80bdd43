import type { DeviceClass } from '@/lib/device/detect';
import { getRoute } from '@/lib/routes/registry';

/** The shell's navigation: an entry shows only while its route is live and offered on the device. */
// `tabLabel` is the mobile tab bar's: five cells share a 375 px screen, so each language names them in a
// word or two that fit a fifth of it (a long single word such as "Angebotsanfrage" ran into its neighbours).
const NAV = [
  { routeId: 'home', path: '/', label: 'navHome', tabLabel: 'tabHome' },
  { routeId: 'categories', path: '/categories', label: 'navCategories', tabLabel: 'tabCategories' },
  { routeId: 'rfq', path: '/rfq', label: 'navRfq', tabLabel: 'tabRfq' },
  { routeId: 'cart', path: '/cart', label: 'navCart', tabLabel: 'tabCart' },
  { routeId: 'account', path: '/account', label: 'navAccount', tabLabel: 'tabAccount' },
] as const;

export type NavItem = (typeof NAV)[number];

export function navItems(device: DeviceClass): NavItem[] {
  return NAV.filter((item) => {
    const route = getRoute(item.routeId);
    return route.status === 'live' && route.devices.includes(device);
  });
}
