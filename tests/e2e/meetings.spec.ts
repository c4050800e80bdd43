import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import account from '../../messages/en/account.json';
import meetings from '../../messages/en/meetings.json';
import supplierTexts from '../../messages/en/supplier.json';
import { HYDRATED } from '../support/hydration';
import { demoSupplierId, signInSupplier } from '../support/demo-accounts';
import { registerBuyer as registerThroughApi } from '../support/e2e-buyer';

const SUPPLIER = { email: 'supplier@demo.sourcefair.test', password: 'demo-supplier-1' };

/** A buyer account of its own per test, registered on a separate request context (the page stays signed out). */
async function registerBuyer(api: APIRequestContext, project: string): Promise<{ email: string; password: string }> {
  const email = `e2e-meeting-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@acme-trading.com`;
  const password = 'meet-pass-1';
  await registerThroughApi(api, email, password);
  return { email, password };
}

/** A date three days ahead in Berlin: inside the meeting window. */
function dateAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const meetingItem = (scope: Page | Locator, topic: string) =>
  scope.locator('li').filter({ hasText: `Topic: ${topic}` });

test.describe('meeting requests', () => {
  // the buyer's device says Berlin: the form proposes in that zone
  test.use({ timezoneId: 'Europe/Berlin' });

  test(
    'a buyer requests a meeting, the demo supplier accepts it in the workspace, the buyer sees it accepted',
    { tag: ['@route:requestMeeting', '@route:submitResult', '@route:myMeetings'] },
    async ({ page, browser, playwright }, info) => {
      test.setTimeout(180_000);
      const baseURL = info.project.use.baseURL;
      const api = await playwright.request.newContext({ baseURL });
      const buyer = await registerBuyer(api, info.project.name);
      const supplierId = await demoSupplierId(api);
      await api.dispose();
      const topic = `Samples of LED panels ${info.project.name} ${Date.now()}`;

      // from the supplier page's button to the form
      // its heading as served: tests/http/meetings.spec.ts
      await page.goto(`/requestMeeting?supplierId=${supplierId}&lang=en`);
      await page.getByRole('complementary').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/supplier\/.+\.html/);
      await page.getByRole('main').getByRole('link', { name: supplierTexts.requestMeeting, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/requestMeeting\\?supplierId=${supplierId}`));

      // the zone comes from the device once the form is live
      const zone = page.getByLabel(meetings.timeZoneLabel);
      await expect(zone).toHaveValue('Europe/Berlin');
      await page.getByLabel(meetings.dateLabel, { exact: true }).fill(dateAhead(3));
      await page.getByLabel(meetings.timeLabel, { exact: true }).fill('10:00');
      await page.getByLabel(meetings.durationLabel).selectOption({ label: '45 minutes' });
      await page.getByLabel(meetings.topicLabel).fill(topic);
      await expect(page.getByTestId('meeting-preview')).toContainText(/Your time: .+ \(Europe\/Berlin\)/);

      // signed out: the form says so, the login gate asks first, then the request goes
      await expect(page.getByText(meetings.signInNote)).toBeVisible();
      await page.getByRole('button', { name: meetings.submit }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const form = dialog.locator('form[data-form="login"]');
      await form.getByLabel(account.email).fill(buyer.email);
      await form.getByLabel(account.email).press('Tab');
      await form.getByLabel(account.password).fill(buyer.password);
      await form.getByRole('button', { name: account.submitLogin }).click();
      await expect(page).toHaveURL(/\/submitResult\/meeting\/success/);
      await expect(page.getByRole('heading', { level: 1, name: meetings.successTitle })).toBeVisible();

      await page.getByRole('link', { name: meetings.successMeetings }).click();
      await expect(page).toHaveURL(/\/myMeetings/);
      await expect(page.getByRole('heading', { level: 1, name: meetings.myTitle })).toBeVisible();
      const waiting = page.getByRole('region', { name: meetings.groupPending });
      await expect(meetingItem(waiting, topic)).toContainText('Waiting for an answer');
      await expect(meetingItem(page, topic)).toContainText('45 minutes');
      // signed in now, the form no longer says the buyer will be asked to sign in
      await page.goto(`/requestMeeting?supplierId=${supplierId}&lang=en`);
      await expect(page.getByLabel(meetings.timeZoneLabel)).toHaveValue('Europe/Berlin');
      await expect(page.getByText(meetings.signInNote)).toHaveCount(0);

      // the demo supplier answers in its workspace, in a browser of its own
      const supplierContext = await browser.newContext({
        baseURL,
        viewport: info.project.use.viewport,
        userAgent: info.project.use.userAgent,
        isMobile: info.project.use.isMobile,
        hasTouch: info.project.use.hasTouch,
        timezoneId: 'Asia/Shanghai',
      });
      // signed in through the API on the supplier's context (the UI sign-in has its own test in account-pages)
      await signInSupplier(supplierContext.request, SUPPLIER);
      const supplierPage = await supplierContext.newPage();
      await supplierPage.goto('/workspace?lang=en');
      // the workspace itself, not the sign-in page it sends a visitor without a session to
      await expect(supplierPage).toHaveURL(/\/workspace\?lang=en$/);
      await expect(supplierPage.getByRole('heading', { level: 2, name: meetings.workspaceHeading })).toBeVisible();
      const request = meetingItem(supplierPage, topic);
      await expect(request).toContainText('Proposed time:');
      await expect(request).toContainText('(Europe/Berlin)');
      // the list is a client island: its buttons are enabled once it has hydrated, and the click waits for that
      const accepted = supplierPage.getByRole('status').filter({ hasText: meetings.acceptedNotice });
      await request.getByRole('button', { name: meetings.accept }).click();
      await expect(accepted).toBeVisible(HYDRATED);
      const upcoming = supplierPage.getByRole('region', { name: meetings.groupUpcoming });
      await expect(upcoming.locator('li').filter({ hasText: topic })).toContainText(buyer.email);
      await supplierContext.close();

      // the buyer sees the answer in the account area (desktop) or account centre (mobile)
      if (info.project.name === 'mobile') {
        await page.goto('/account?lang=en');
        const centre = page.getByRole('region', { name: meetings.myTitle });
        await expect(centre.locator('li').filter({ hasText: topic })).toContainText('Accepted');
      } else {
        await page.goto('/?lang=en');
        await page.getByTestId('signed-in-buyer').click();
        await page.getByRole('banner').getByRole('link', { name: meetings.myMeetingsLink }).click();
        await expect(page).toHaveURL(/\/myMeetings/);
        const accepted = page.getByRole('region', { name: meetings.groupUpcoming });
        await expect(accepted.locator('li').filter({ hasText: topic })).toContainText('Accepted');
      }

      // and the mail that says so
      await page.goto('/mailbox?lang=en');
      await expect(
        page.getByRole('article').filter({ hasText: buyer.email }).filter({ hasText: 'accepted your meeting request' }),
      ).toHaveCount(1);
    },
  );
});
