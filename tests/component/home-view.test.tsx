import { screen, within } from '@testing-library/react';
import { HomeView } from '@/components/home/home-view';
import type { HomeData } from '@/lib/catalogue/home';
import { renderWithIntl } from '../support/intl';

const base: HomeData = {
  siteName: 'Sourcefair',
  totals: { products: 2000, suppliers: 1 },
  industries: [{ id: 1, name: 'Home & Garden', productCount: 1 }],
  newArrivals: [],
  suppliers: [
    {
      id: 9,
      slug: 'Ningbo-Hengda_',
      name: 'Ningbo Hengda',
      city: 'Ningbo',
      countryCode: 'CN',
      verified: true,
      yearEstablished: 2004,
      logoUrl: null,
    },
  ],
  exhibitions: [
    {
      id: 20004,
      name: 'Home Life Expo Dubai 2026',
      city: 'Dubai',
      venue: 'Dubai Exhibition Centre',
      startsOn: '2026-06-01',
      endsOn: '2026-06-03',
      lifecycle: 1,
      coverUrl: null,
    },
  ],
};

describe('HomeView', () => {
  it('counts products and suppliers with plural rules', () => {
    renderWithIntl(<HomeView data={base} />);
    expect(screen.getByText('2,000 products from 1 supplier')).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
  });

  it('says so when no product is listed yet', () => {
    renderWithIntl(<HomeView data={base} />);
    expect(screen.getByText('No products have been listed yet. Please come back soon.')).toBeInTheDocument();
  });

  it('marks verified suppliers and links to the supplier page', () => {
    renderWithIntl(<HomeView data={base} />);
    const item = screen.getByRole('link', { name: 'Ningbo Hengda' }).closest('li');
    expect(item).not.toBeNull();
    expect(within(item as HTMLElement).getByText('Verified supplier')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ningbo Hengda' })).toHaveAttribute(
      'href',
      '/supplier/Ningbo-Hengda_9.html',
    );
  });

  it('shows an exhibition that is open now with its dates', () => {
    renderWithIntl(<HomeView data={base} />);
    const section = screen.getByRole('region', { name: 'Upcoming exhibitions' });
    expect(within(section).getByText('Open now')).toBeInTheDocument();
    expect(within(section).getByText(/Jun 1.+3, 2026/)).toBeInTheDocument();
  });

  it('greets the audience of the site (spec §2 home variants)', () => {
    const { unmount } = renderWithIntl(<HomeView data={base} audience="supplier_home" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet buyers from around the world');
    unmount();
    renderWithIntl(<HomeView data={base} audience="country_site" country="Türkiye" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suppliers worldwide for buyers in Türkiye');
  });

  it('leaves the exhibitions section out when none is coming', () => {
    renderWithIntl(<HomeView data={{ ...base, exhibitions: [] }} />);
    expect(screen.queryByRole('region', { name: 'Upcoming exhibitions' })).not.toBeInTheDocument();
  });
});
