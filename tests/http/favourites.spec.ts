import { expect, test } from '@playwright/test';
import { DEVICES, userAgentOf, type Device } from '../support/http';

// The favourites' addresses as served, signed out, for both device classes: each device class is sent to
// its own address. Following, signing in and the lists themselves: tests/e2e/favourites.spec.ts.

// spec §2 /myFavorite/:type is mobile only; desktop keeps the same lists at /account/favorites/:type.
const listBase = (device: Device) => (device === 'mobile' ? '/myFavorite' : '/account/favorites');

test.describe('follows and favourites', { tag: ['@route:myFavorite', '@route:accountFavorites'] }, () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('sends each device to its own address of the favourites; an unknown list is not served', async ({
        request,
      }) => {
        const own = `${listBase(device)}/exhibitorCard`;
        const twin = device === 'mobile' ? '/account/favorites/exhibitorCard' : '/myFavorite/exhibitorCard';
        const other = await request.get(twin, { maxRedirects: 0 });
        expect(other.status()).toBe(307);
        expect(other.headers()['location']).toBe(own);
        expect((await request.get(`${listBase(device)}/shoes`, { maxRedirects: 0 })).status()).toBe(307);
      });
    });
  }
});
