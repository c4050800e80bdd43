import { expect, test } from '@playwright/test';

// The API through the built server: the gateway wrapper, the offline GeoIP data and the OpenAPI
// document must survive bundling (they are Node packages kept external in next.config.mjs).
test.describe('API gateways on the running site', () => {});

test.describe('visit tracking', () => {
  test('a page visit sends one Page_View with its route, recorded by the expo gateway', async ({ page }) => {
    const tracked = page.waitForResponse((r) => r.url().includes('/api/expo/visit/track.json'));
    await page.goto('/?lang=de');
    const response = await tracked;
    const sent = response.request().postDataJSON() as {
      token: string;
      websiteId: number;
      lang: string;
      data: Record<string, unknown>;
    };
    expect(sent).toMatchObject({ token: 'sourcefair-web', websiteId: 1001, lang: 'de' });
    expect(sent.data).toMatchObject({ eventName: 'Page_View', props: { route: 'home' } });
    expect(String(sent.data.visitorId)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ success: true, code: '200' });
  });
});
