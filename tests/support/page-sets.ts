import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { encodeTransfer } from '@/lib/links/outbound';
import { servedCaptcha } from './captcha';

// The pages the whole-site checks visit beside a crawl from the home page (accessibility, reflow): the
// ones no link of a signed-out page reaches, a buyer's own pages and a supplier's workspace.

/** Pages a signed-out visitor opens by hand or by a form: sign-in, searches, the site maps. */
export const SIGNED_OUT_PAGES = [
  '/login',
  '/register',
  '/supplier-login',
  '/resetPassword',
  '/search/product?keyword=steel',
  '/search/supplier?keyword=steel',
  '/search/product?keyword=zzqqxx',
  '/sitemap.html',
  '/latest-products.html',
  '/product_categories.html',
  '/hots/steel.html',
  '/?lang=ar',
  // a link out of the site to a partner (tests/support/server-env.ts), whose host is one long word
  `/link/${encodeTransfer('https://purchasing-department.partner.example/catalogue')}`,
] as const;

/** Registers a new buyer through the API on the page's own context, so the browser carries the session. */
export async function signInNewBuyer(page: Page, label: string): Promise<void> {
  const email = `e2e-${label}-${randomUUID().slice(0, 8)}@example.test`;
  const registered = await page.request.post('/api/main/blade-purchaser/account/register', {
    data: { lang: 'en', captcha: await servedCaptcha(page.request), data: { email, password: 'buyer-pass-1' } },
  });
  expect(registered.status()).toBe(200);
}

/** A buyer's own pages in the layout's own paths. */
export function buyerPages(mobile: boolean): string[] {
  return [
    ...(mobile ? ['/account'] : []), // spec §2: /account is the phone's; a desktop goes home
    '/account/enquiries',
    '/rfq',
    '/rfq/manage',
    '/cart',
    '/myMeetings',
    mobile ? '/myFavorite/product' : '/account/favorites/product',
    mobile ? '/myFavorite/exhibitor' : '/account/favorites/exhibitor',
  ];
}

const DEMO_SUPPLIER = { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' };

/** Signs the page's context in as the demo supplier. */
export async function signInDemoSupplier(page: Page): Promise<void> {
  const signedIn = await page.request.post('/api/supplier/account/login.json', {
    data: { lang: 'en', data: { login: DEMO_SUPPLIER.email, password: DEMO_SUPPLIER.password } },
  });
  expect(signedIn.status()).toBe(200);
}

export const SUPPLIER_PAGES = ['/workspace', '/workspace/enquiries'] as const;
