import { expect, test } from '@playwright/test';
import cards from '../../messages/en/cards.json';
import { registerBuyer } from '../support/demo-accounts';
import { deviceRequest, getPage, textOf, userAgentOf } from '../support/http';

// spec §2 /myCard (mobile only; decision 0162) as served: the sign-in it asks for, the owner's card with
// its QR code, and the shared link anyone opens. Making and keeping a card: tests/e2e/cards.mobile.spec.ts.

test.describe('the e-card', () => {
  test.use({ userAgent: userAgentOf('mobile') });

  test('asks to sign in, shows the owner the card and its code, and opens the shared link for anyone @route:myCard', async ({
    request,
    baseURL,
  }) => {
    const signedOut = await request.get('/myCard?lang=en', { maxRedirects: 0 });
    expect(signedOut.status()).toBe(307);
    expect(signedOut.headers()['location']).toContain('/login?redirect=%2FmyCard');
    // a phone-only page (spec §2): a desktop browser gets the not-found page
    const desktop = await request.get('/myCard?lang=en', {
      maxRedirects: 0,
      headers: { 'user-agent': userAgentOf('desktop') },
    });
    expect(desktop.status()).toBe(404);

    const owner = await deviceRequest(baseURL, 'mobile');
    try {
      await registerBuyer(owner, 'card');
      const first = await getPage(owner, '/myCard?lang=en', { device: 'mobile' });
      expect(first.screen.getByRole('form', { name: cards.createTitle })).toBeTruthy();
      const saved = await owner.post('/api/main/blade-purchaser/businessCard/save', {
        data: {
          lang: 'en',
          data: { fullName: 'Ana Ruiz', companyName: 'Ruiz Import SL', email: 'ana@ruiz-import.test' },
        },
      });
      const { token } = ((await saved.json()) as { data: { token: string } }).data;

      const own = await getPage(owner, '/myCard?lang=en', { device: 'mobile' });
      expect(own.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
      expect(own.screen.getByRole('heading', { level: 2, name: 'Ana Ruiz' })).toBeTruthy();
      expect(own.screen.getByRole('img', { name: cards.qrLabel }).querySelector('path')?.getAttribute('d')).toMatch(
        /^M\d+ \d+h1v1h-1z/,
      );
      expect(textOf(own.screen.getByRole('region', { name: cards.linkLabel }))).toContain(`/myCard?card=${token}`);

      // the shared link, opened signed out: the card, and "Keep this card" (it signs in when pressed)
      const shared = await getPage(request, `/myCard?card=${token}&lang=en`, { device: 'mobile' });
      expect(shared.response.status()).toBe(200);
      expect(shared.screen.getByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeTruthy();
      expect(shared.document.title).toContain('Business card of Ana Ruiz');
      expect(shared.screen.getByRole('button', { name: cards.keep })).toBeTruthy();
      expect((await request.get(`/myCard?card=${'x'.repeat(24)}&lang=en`, { maxRedirects: 0 })).status()).toBe(404);
    } finally {
      await owner.dispose();
    }
  });
});
