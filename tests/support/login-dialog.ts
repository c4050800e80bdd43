import { expect, type Page } from '@playwright/test';
import en from '../../messages/en/account.json';

/** Opens the login dialog from the header's button (through the login gate), once the page is hydrated. */
export async function openLoginDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: en.signIn }).click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return dialog;
}
