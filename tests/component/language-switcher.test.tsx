import { screen } from '@testing-library/react';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { SiteProvider } from '@/components/shell/site-context';
import { renderWithIntl } from '../support/intl';

vi.mock('next/navigation', () => ({ usePathname: () => '/tr/latest-products.html' }));

describe('LanguageSwitcher', () => {
  it("links to the same page in each of the site's languages, named in that language", () => {
    renderWithIntl(
      <SiteProvider value={{ deployPath: '/tr', languages: ['tr', 'en', 'ar'], device: 'desktop' }}>
        <LanguageSwitcher />
      </SiteProvider>,
    );
    expect(screen.getByRole('link', { name: 'Türkçe' })).toHaveAttribute('href', '/tr/latest-products.html?lang=tr');
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('hreflang', 'ar');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the choice in storage as well as the cookie', () => {
    window.localStorage.clear();
    renderWithIntl(
      <SiteProvider value={{ deployPath: '/', languages: ['en', 'zh'], device: 'mobile' }}>
        <LanguageSwitcher />
      </SiteProvider>,
    );
    expect(window.localStorage.getItem('lang')).toBe('en');
  });

  it('is left out on a site with one language', () => {
    const { container } = renderWithIntl(
      <SiteProvider value={{ deployPath: '/', languages: ['en'], device: 'desktop' }}>
        <LanguageSwitcher />
      </SiteProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
