import { screen } from '@testing-library/react';
import { LanguageSwitcher } from '@/components/shell/language-switcher';
import { SiteProvider } from '@/components/shell/site-context';
import { renderWithIntl } from '../support/intl';

const navigation = vi.hoisted(() => ({ query: new URLSearchParams() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/tr/latest-products.html',
  useSearchParams: () => navigation.query,
}));

beforeEach(() => {
  navigation.query = new URLSearchParams();
});

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

  it("keeps the page's query, which may be what the page is, and changes only its language", () => {
    navigation.query = new URLSearchParams('type=supplier&lang=tr&page=2');
    renderWithIntl(
      <SiteProvider value={{ deployPath: '/tr', languages: ['tr', 'en', 'ar'], device: 'desktop' }}>
        <LanguageSwitcher />
      </SiteProvider>,
    );
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/tr/latest-products.html?type=supplier&page=2&lang=ar',
    );
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/tr/latest-products.html?type=supplier&page=2&lang=en',
    );
  });

  it("shows a phone the language's code and still names the language", () => {
    const { container } = renderWithIntl(
      <SiteProvider value={{ deployPath: '/', languages: ['en', 'id'], device: 'mobile' }}>
        <LanguageSwitcher />
      </SiteProvider>,
      undefined,
      'id',
    );
    const summary = container.querySelector('summary');
    expect(summary?.querySelector('.language-switcher__code')).toHaveTextContent(/^ID$/);
    expect(summary).toHaveTextContent('Bahasa Indonesia, ID');
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
