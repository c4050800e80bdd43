import { expect, test } from '@playwright/test';
import { resolvePath } from '@/lib/routes/match';
import { ROUTES } from '@/lib/routes/registry';
import { DEVICES, deviceHeaders } from '../support/http';
import { examplePath } from '../support/route-examples';

// Every route of the registry that is not built yet answers 404, or the redirect the spec gives it:
// never a stand-in page.
test.describe('planned routes', () => {
  for (const device of DEVICES) {
    for (const route of ROUTES.filter((r) => r.status === 'planned')) {
      test(`${device}: ${route.id} ${route.pattern}`, async ({ request }) => {
        const path = examplePath(route);
        const expected = resolvePath(path, { audience: 'global_buyer', device, production: false });
        const response = await request.get(path, { maxRedirects: 0, headers: deviceHeaders(device) });
        if (expected.kind === 'redirect') {
          expect(response.status()).toBe(expected.permanent ? 308 : 307);
          expect(response.headers()['location']).toBe(expected.location);
        } else {
          expect(response.status(), path).toBe(404);
        }
      });
    }
  }
});
