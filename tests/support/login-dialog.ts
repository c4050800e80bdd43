import { expect, type Page } from '@playwright/test';
import en from '../../messages/en/account.json';
import { HYDRATED } from './hydration';

/** Opens the login dialog from the header's button (through the login gate). */
export async function openLoginDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await page.getByRole('banner').getByRole('button', { name: en.signIn }).click();
  await expect(dialog).toBeVisible(HYDRATED);
  return dialog;
}

/** Logs out from the header's button: the page reloads signed out. */
export async function logOutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: en.logOut }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: en.signIn })).toBeVisible(HYDRATED);
}
