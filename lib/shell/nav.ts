import type { DeviceClass } from '@/lib/device/detect';
import { getRoute } from '@/lib/routes/registry';

/** The shell's navigation: an entry shows only while its route is live and offered on the device. */
const NAV = [
  { routeId: 'home', path: '/', label: 'navHome' },
  { routeId: 'categories', path: '/categories', label: 'navCategories' },
  { routeId: 'rfq', path: '/rfq', label: 'navRfq' },
  { routeId: 'cart', path: '/cart', label: 'navCart' },
  { routeId: 'account', path: '/account', label: 'navAccount' },
] as const;

export type NavItem = (typeof NAV)[number];

export function navItems(device: DeviceClass): NavItem[] {
  return NAV.filter((item) => {
    const route = getRoute(item.routeId);
    return route.status === 'live' && route.devices.includes(device);
  });
}
