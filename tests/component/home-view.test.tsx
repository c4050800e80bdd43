import { screen, within } from '@testing-library/react';
import { HomeView } from '@/components/home/home-view';
import type { HomeData } from '@/lib/catalogue/home';
import catalogue from '@/messages/en/catalogue.json';
import common from '@/messages/en/common.json';
import home from '@/messages/en/home.json';
import { renderWithIntl as renderWith } from '../support/intl';

const renderWithIntl = (ui: Parameters<typeof renderWith>[0]) => renderWith(ui, { common, home, catalogue });

const base: HomeData = {
  siteName: 'Sourcefair',
  audience: 'global_buyer',
  totals: { products: 2000, suppliers: 1 },
  industries: [{ id: 1, slug: 'Home-Garden_', name: 'Home & Garden', productCount: 1 }],
  featuredCategories: [{ id: 12, slug: 'LED-Lamps_', name: 'LED Lamps', productCount: 3 }],
  newArrivals: [],
  hotProducts: [],
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
      countryCode: 'AE',
      startsOn: '2026-06-01',
      endsOn: '2026-06-03',
      lifecycle: 1,
      coverUrl: null,
      availableBooths: 7,
    },
  ],
  demand: null,
};

const supplierHome: HomeData = {
  ...base,
  audience: 'supplier_home',
  demand: { openRfqs: 1234, enquiries30d: 56, preRegisteredBuyers: 7 },
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
    expect(within(item as HTMLElement).getByText('Ningbo, China · Since 2004')).toBeInTheDocument();
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
    const { unmount } = renderWithIntl(<HomeView data={supplierHome} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meet buyers from around the world');
    unmount();
    renderWithIntl(<HomeView data={{ ...base, audience: 'country_site' }} country="Türkiye" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suppliers worldwide for buyers in Türkiye');
    expect(screen.getByRole('region', { name: 'Suppliers for Türkiye' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Exhibitions for buyers in Türkiye' })).toBeInTheDocument();
  });

  it('leaves the exhibitions section out when none is coming', () => {
    renderWithIntl(<HomeView data={{ ...base, exhibitions: [] }} />);
    expect(screen.queryByRole('region', { name: 'Upcoming exhibitions' })).not.toBeInTheDocument();
  });

  it('puts the deploy path of the site in front of every category and supplier link', () => {
    renderWithIntl(<HomeView data={base} links={{ deployPath: '/tr' }} />);
    expect(screen.getByRole('link', { name: 'Home & Garden' })).toHaveAttribute(
      'href',
      '/tr/category/Home-Garden_1.html',
    );
    expect(screen.getByRole('link', { name: 'LED Lamps 3 products' })).toHaveAttribute(
      'href',
      '/tr/category/LED-Lamps_12.html',
    );
    expect(screen.getByRole('link', { name: 'Ningbo Hengda' })).toHaveAttribute(
      'href',
      '/tr/supplier/Ningbo-Hengda_9.html',
    );
  });

  it('gives a Chinese supplier buyer demand, places to exhibit with free booths, and how to join', () => {
    renderWithIntl(<HomeView data={supplierHome} />);
    const demand = screen.getByRole('region', { name: 'Buyer demand' });
    expect(within(demand).getByText('1,234')).toBeInTheDocument();
    expect(within(demand).getByText('Open requests for quotation')).toBeInTheDocument();
    const exhibit = screen.getByRole('region', { name: 'Exhibitions to exhibit at' });
    expect(within(exhibit).getByText('7 booths available')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'How to join' })).getAllByRole('listitem')).toHaveLength(3);
    // the buyer lists are not part of the supplier home
    expect(screen.queryByRole('region', { name: 'New arrivals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Suppliers' })).not.toBeInTheDocument();
  });
});
