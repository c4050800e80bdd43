import { expect, type APIRequestContext } from '@playwright/test';
import { servedCaptcha } from './captcha';

export const CART_UPDATE = '/api/main/blade-digital-expo/api/shopCart/update.json';
export const CART_INFO = '/api/main/blade-digital-expo/api/shopCart/cartInfo.json';

/** An e-mail address no other test run uses. */
export function freshEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-trading.com`;
}

/** A buyer registered through the API (spec §7), so the page itself stays signed out; answers the token. */
export async function registerBuyer(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/main/blade-purchaser/account/register', {
    data: { captcha: await servedCaptcha(request), data: { email, password, tagCodes: [] } },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { tradeChinaToken: string } }).data.tradeChinaToken;
}

/** The buyer's server-side cart (spec §7 cartInfo.json). */
export async function serverCart(request: APIRequestContext, token: string): Promise<number[]> {
  const res = await request.post(CART_INFO, { data: { token, data: {} } });
  return ((await res.json()) as { data: { goodIds: number[] } }).data.goodIds;
}
