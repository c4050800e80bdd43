import { expect, test } from '@playwright/test';
import { within } from '@testing-library/dom';
import tl from '../../messages/en/trafficLight.json';
import { DEVICES, getPage, hrefOf, textOf, userAgentOf } from '../support/http';

// The sourcing traffic light (spec §1, §2; docs/decisions/0160) as served, in both layouts: the board, a
// market's detail, the current alerts and the report form's page. The seed's alerts: India red (payment
// fraud), China amber (Ningbo port, drone export licences). Sending a report: tests/e2e/traffic-light.spec.ts.

test.describe('the sourcing traffic light', () => {
  for (const device of DEVICES) {
    test.describe(device, () => {
      test.use({ userAgent: userAgentOf(device) });

      test('the board gives each market its light in words and links its details @route:trafficLight', async ({
        request,
      }) => {
        const { response, screen, document } = await getPage(request, '/trafficLight?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tl.boardTitle);
        expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
          tl.boardMetaDescription,
        );
        const india = screen.getByRole('link', { name: 'Details for India' });
        expect(hrefOf(india)).toBe('/trafficLightDetail?country=IN');
        expect(textOf(india.closest('li'))).toContain(tl.level.red);
        expect(textOf(screen.getByRole('link', { name: 'Details for China' }).closest('li'))).toContain(tl.level.amber);
        // the legend says what each colour means, in words
        const legend = screen.getByRole('region', { name: tl.legendTitle });
        expect(
          within(legend)
            .getAllByRole('listitem')
            .map((li) => textOf(li)),
        ).toEqual([
          `${tl.level.green}${tl.levelHelp.green}`,
          `${tl.level.amber}${tl.levelHelp.amber}`,
          `${tl.level.red}${tl.levelHelp.red}`,
        ]);
        expect(hrefOf(screen.getByRole('link', { name: tl.warningsLink }))).toBe('/warning');
      });

      test('a market’s detail shows each fact’s light and its alerts; an unknown market is 404 @route:trafficLightDetail', async ({
        request,
      }) => {
        const { response, screen, document } = await getPage(request, '/trafficLightDetail?country=CN&lang=en', {
          device,
        });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Traffic light: China');
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
        const facts = screen.getByRole('region', { name: tl.factorsTitle });
        expect(
          within(facts)
            .getAllByRole('term')
            .map((dt) => dt.textContent),
        ).toEqual([tl.factor.verified, tl.factor.response, tl.factor.reports, tl.factor.alerts]);
        const alerts = screen.getByRole('region', { name: 'Trade alerts for China' });
        expect(within(alerts).getByRole('heading', { name: 'Port congestion in Ningbo' })).toBeTruthy();
        expect(
          within(alerts).getByRole('heading', { name: 'Export licence needed for drones and their parts' }),
        ).toBeTruthy();
        expect(hrefOf(screen.getByRole('link', { name: tl.reportLink }))).toBe('/trafficLight/feedback?country=CN');

        for (const path of ['/trafficLightDetail?country=AQ&lang=en', '/trafficLightDetail?lang=en']) {
          expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
        }
      });

      test('the current alerts come red first, with market and period @route:warning', async ({ request }) => {
        const { response, screen } = await getPage(request, '/warning?lang=en', { device });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tl.warningTitle);
        const alerts = screen.getAllByRole('article');
        expect(alerts.length).toBeGreaterThanOrEqual(5);
        expect(within(alerts[0]!).getByRole('heading').textContent).toBe(tl.alert.fraudPattern.title);
        expect(textOf(alerts[0])).toContain('Market: India');
        expect(textOf(alerts[0])).toMatch(/From \w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}/);
        // the ended holiday closure is not shown
        expect(screen.queryByRole('heading', { name: tl.alert.holidayClosure.title })).toBeNull();
      });

      test('the report page lists the markets and asks to sign in on sending @route:trafficLightFeedback', async ({
        request,
      }) => {
        const { response, screen, document } = await getPage(request, '/trafficLight/feedback?lang=en&country=PL', {
          device,
        });
        expect(response.status()).toBe(200);
        expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(tl.feedbackTitle);
        expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
        const form = screen.getByRole('form', { name: tl.feedbackTitle });
        const market = within(form).getByLabelText(tl.marketLabel) as HTMLSelectElement;
        expect([...market.options].map((o) => o.textContent)).toEqual(
          expect.arrayContaining([tl.marketChoose, 'China', 'India', 'Poland']),
        );
        expect(within(form).getByText(tl.signInNote)).toBeTruthy();
      });
    });
  }
});
