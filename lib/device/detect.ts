export type DeviceClass = 'desktop' | 'mobile';

export const DEVICE_COOKIE = 'device';

const MOBILE_UA = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

/**
 * The layout a visitor gets: their own choice ("desktop site" / "mobile site", kept in a cookie), else
 * the browser's client hint, else its user agent. Tablets get the desktop layout.
 */
export function detectDevice(input: {
  cookie?: string | null;
  mobileHint?: string | null;
  userAgent?: string | null;
}): DeviceClass {
  if (input.cookie === 'desktop' || input.cookie === 'mobile') return input.cookie;
  if (input.mobileHint === '?1') return 'mobile';
  if (input.mobileHint === '?0') return 'desktop';
  return input.userAgent && MOBILE_UA.test(input.userAgent) ? 'mobile' : 'desktop';
}
