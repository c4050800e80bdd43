import { fireEvent, screen } from '@testing-library/react';
import { SiteProvider } from '@/components/shell/site-context';
import { SearchForm } from '@/components/search/search-form';
import { navigateToSearch } from '@/lib/links/navigate';
import common from '@/messages/en/common.json';
import search from '@/messages/en/search.json';
import { renderWithIntl } from '../support/intl';

vi.mock('@/lib/links/navigate', () => ({ navigateToSearch: vi.fn(() => 'push') }));

function renderForm(deployPath: string) {
  return renderWithIntl(
    <SiteProvider value={{ deployPath, languages: ['en'], device: 'desktop' }}>
      <SearchForm variant="header" />
    </SiteProvider>,
    { common, search },
  );
}

describe('header search form', () => {
  beforeEach(() => vi.mocked(navigateToSearch).mockClear());

  it('is a GET form to the site’s product search, limited to 200 characters (spec §9)', () => {
    renderForm('/tr');
    const form = screen.getByRole('search', { name: search.searchLabel });
    expect(form).toHaveAttribute('action', '/tr/search/product');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: search.keywordLabel })).toHaveAttribute('maxlength', '200');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'keyword');
  });

  it('navigates by spec §2’s rule, carrying exhibitionId over from the current URL', () => {
    window.history.replaceState(null, '', '/tr/search/product?exhibitionId=20001&keyword=old');
    renderForm('/tr');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  led lamp ' } });
    fireEvent.click(screen.getByRole('button', { name: search.submit }));
    expect(navigateToSearch).toHaveBeenCalledWith('/tr/search/product?exhibitionId=20001&keyword=led+lamp');
  });
});
