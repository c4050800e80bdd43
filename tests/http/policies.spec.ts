import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import policies from '../../messages/en/policies.json';
import support from '../../messages/en/support.json';
import policiesTr from '../../messages/tr/policies.json';
import policiesJa from '../../messages/ja/policies.json';
import { freshEmail } from '../support/e2e-buyer';
import { DEVICES, firstOf, getPage, hrefOf, textOf, userAgentOf } from '../support/http';
import { servedCaptcha } from '../support/captcha';

// spec §2 policy and information pages (docs/decisions/0159) as a crawler or a visitor without script gets
// them, in both layouts: /privacy.html, /privacy-policy.html and its country variants, /about-us.html and
// /customer-service. The contact form's interaction is tests/e2e/customer-service.spec.ts.

const OPERATOR = 'Sourcefair Marketplace Ltd.'; // lib/env.ts OPERATOR_NAME's default

test.describe('policy and information pages', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('privacy in short links the policy, the cookie choice and a privacy request @route:privacy', async ({
        request,
      }) => {
        const { response, screen, document } = await getPage(request, '/privacy.html?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(policies.privacyTitle);
        expect(document.title).toContain(policies.privacyTitle);
        expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          policies.privacyMetaDescription,
        );
        const essentials = screen.getByRole('region', { name: policies.glanceTitle });
        expect(within(essentials).getAllByRole('listitem')).toHaveLength(5);
        expect(hrefOf(screen.getByRole('link', { name: policies.readPolicy }))).toBe('/privacy-policy.html');
        expect(hrefOf(screen.getByRole('link', { name: policies.makeRequestLink }))).toBe(
          '/customer-service?topic=privacy',
        );
        expect(screen.getByRole('region', { name: policies.choicesTitle }).textContent).toContain('Cookie preferences');
        // the same for everyone: shared for an hour
        expect((await request.get('/privacy.html')).headers()['cache-control']).toContain('s-maxage=3600');
        // a country site with its own version links that one
        const tr = await getPage(request, '/tr/privacy.html?lang=en', { device });
        expect(hrefOf(tr.screen.getByRole('link', { name: policies.readPolicy }))).toBe('/tr/privacy-policy-tr.html');
      });

      test('the privacy policy names the controller and lists its sections and versions @route:privacyPolicy', async ({
        request,
      }) => {
        const { response, screen, document } = await getPage(request, '/privacy-policy.html?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(policies.policyTitle);
        expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
          /\/privacy-policy\.html$/,
        );
        const main = screen.getByRole('main');
        expect(textOf(main)).toContain(`${OPERATOR} is the controller of the personal data`);
        expect(textOf(main)).not.toMatch(/[{}]/); // every placeholder filled
        const rights = screen.getByRole('region', { name: policies.gdpr.rights.title });
        expect(within(rights).getAllByRole('listitem')).toHaveLength(7);
        const contents = screen.getByRole('navigation', { name: policies.contents });
        expect(hrefOf(within(contents).getByRole('link', { name: policies.gdpr.rights.title }))).toBe('#gdpr-rights');
        const versions = screen.getByRole('navigation', { name: policies.otherVersions });
        const links = within(versions).getAllByRole('link');
        expect(links.map(hrefOf)).toEqual([
          '/privacy-policy.html',
          '/privacy-policy-tr.html',
          '/privacy-policy-jp.html',
        ]);
        expect(firstOf(links).getAttribute('aria-current')).toBe('page');
        expect(document.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      });

      test('Türkiye and Japan have their own versions; another country has none @route:privacyPolicySite', async ({
        request,
      }) => {
        const kvkk = await getPage(request, '/privacy-policy-tr.html?lang=en', { device });
        expect(kvkk.response.status()).toBe(200);
        expect(kvkk.screen.getByRole('heading', { level: 1 }).textContent).toBe(policies.policyTitleTr);
        expect(kvkk.screen.getByRole('region', { name: policies.kvkk.rights.title })).toBeTruthy();
        expect(kvkk.screen.queryByRole('region', { name: policies.gdpr.rights.title })).toBeNull();
        // in the country site's language
        const turkish = await getPage(request, '/tr/privacy-policy-tr.html?lang=tr', { device });
        expect(turkish.screen.getByRole('heading', { level: 1 }).textContent).toBe(policiesTr.policyTitleTr);
        expect(turkish.document.documentElement.lang).toBe('tr');

        const appi = await getPage(request, '/jp/privacy-policy-jp.html?lang=ja', { device });
        expect(appi.response.status()).toBe(200);
        expect(appi.screen.getByRole('heading', { level: 1 }).textContent).toBe(policiesJa.policyTitleJp);
        expect(appi.screen.getByRole('region', { name: policiesJa.appi.foreign.title })).toBeTruthy();

        for (const path of ['/privacy-policy-de.html?lang=en', '/privacy-policy-global.html?lang=en']) {
          expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
        }
      });

      test('about us says what the marketplace is, with its figures @route:aboutUs', async ({ request }) => {
        const { response, screen } = await getPage(request, '/about-us.html?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(policies.aboutTitle);
        const figures = within(screen.getByRole('region', { name: policies.aboutFigures })).getAllByRole('listitem');
        expect(figures.map((f) => textOf(f))).toEqual([
          expect.stringMatching(/^[1-9][\d,]* suppliers$/),
          expect.stringMatching(/^[1-9][\d,]* products$/),
          '19 languages',
        ]);
        for (const title of [policies.aboutBuyersTitle, policies.aboutSuppliersTitle, policies.aboutExpoTitle]) {
          expect(screen.getByRole('region', { name: title })).toBeTruthy();
        }
        expect(hrefOf(within(screen.getByRole('main')).getByRole('link', { name: policies.serviceTitle }))).toBe(
          '/customer-service',
        );
      });

      test('customer service shows hours, the questions and the form, disabled until its script runs @route:customerService', async ({
        request,
      }) => {
        const { response, screen } = await getPage(request, '/customer-service?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(policies.serviceTitle);
        expect(textOf(screen.getByRole('region', { name: policies.hoursTitle }))).toContain(policies.hours);
        const faq = screen.getByRole('region', { name: policies.faqTitle });
        expect(faq.querySelectorAll('details')).toHaveLength(Object.keys(policies.faq).length);
        const form = screen.getByRole('form', { name: support.formTitle });
        for (const label of [support.nameLabel, support.emailLabel, support.topicLabel, support.messageLabel]) {
          expect(within(form).getByLabelText(label)).toBeTruthy();
        }
        expect(form.querySelector('fieldset')?.hasAttribute('disabled')).toBe(true);
      });

      test('every page links the information pages in its footer', async ({ request }) => {
        const { screen } = await getPage(request, '/?lang=en', { device });
        const footer = screen.getByRole('contentinfo');
        expect(hrefOf(within(footer).getByRole('link', { name: 'About us' }))).toBe('/about-us.html');
        expect(hrefOf(within(footer).getByRole('link', { name: 'Customer service' }))).toBe('/customer-service');
        expect(hrefOf(within(footer).getByRole('link', { name: 'Privacy' }))).toBe('/privacy.html');
      });
    });
  }

  test('the static sitemap lists the information pages and both policy variants', async ({ request }) => {
    const xml = await (await request.get('/sitemaps/global-static.xml')).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/privacy.html',
        '/privacy-policy.html',
        '/privacy-policy-tr.html',
        '/privacy-policy-jp.html',
        '/about-us.html',
        '/customer-service',
      ]),
    );
  });

  test('a message to customer service is answered with its reference and reaches the operator’s outbox', async ({
    request,
  }) => {
    const email = freshEmail('support');
    const sent = await request.post('/api/main/customer-service/message', {
      data: {
        lang: 'en',
        captcha: await servedCaptcha(request),
        data: { name: 'Ana Ruiz', email, topic: 'supplier', message: 'The supplier asked me to pay outside the site.' },
      },
    });
    const answer = (await sent.json()) as { success: boolean; data: { reference: string } };
    expect(answer.success).toBe(true);
    expect(answer.data.reference).toMatch(/^CS-[2-9A-HJKMNP-Z]{8}$/);
    const { screen } = await getPage(request, '/mailbox?lang=en');
    const toOperator = screen.getByRole('article', {
      name: `Customer service: Report a supplier (${answer.data.reference})`,
    });
    expect(textOf(toOperator)).toContain(`From: Ana Ruiz <${email}>`);
    const toSender = screen.getByRole('article', { name: `We have your message (${answer.data.reference})` });
    expect(textOf(toSender)).toContain(email);

    // bad input: the fields named, nothing stored, no server error
    const refused = await request.post('/api/main/customer-service/message', {
      data: { lang: 'en', data: { name: '', email: 'not-an-address', topic: 'complaint', message: 'short' } },
    });
    expect(refused.status()).toBe(400);
    const body = (await refused.json()) as { success: boolean; data?: unknown };
    expect(body.success).toBe(false);
  });
});
