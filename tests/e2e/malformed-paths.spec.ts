import { expect, test } from '@playwright/test';
import de from '../../messages/de/common.json';
import { HYDRATED } from '../support/hydration';

// The not-found page of a path whose percent-encoding does not decode: Next sends its error shell and
// draws the page in the browser, so this needs one (the paths' status codes: tests/http/malformed-paths.spec.ts).
test("draws the not-found page of an undecodable path in the visitor's language", async ({ page }) => {
  const response = await page.goto('/category/%ZZ.html?lang=de');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: de.notFoundTitle })).toBeVisible(HYDRATED);
});
