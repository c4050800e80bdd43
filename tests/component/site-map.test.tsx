import { screen, within } from '@testing-library/react';
import { CategoryTree } from '@/components/site-map/category-tree';
import { PageHeader } from '@/components/site-map/page-header';
import type { CategoryNode } from '@/lib/seo/category-index';
import catalogue from '@/messages/en/catalogue.json';
import common from '@/messages/en/common.json';
import seo from '@/messages/en/seo.json';
import { renderWithIntl } from '../support/intl';

const messages = { common, catalogue, seo };
const tree: CategoryNode[] = [
  {
    id: 1,
    slug: 'Lighting_',
    name: 'Lighting',
    productCount: 40,
    children: [
      {
        id: 12,
        slug: 'LED-Lamps_',
        name: 'LED Lamps',
        productCount: 1,
        children: [{ id: 120, slug: 'Bulbs_', name: 'Bulbs', productCount: 0, children: [] }],
      },
    ],
  },
];
const links = { deployPath: '/tr' };

describe('CategoryTree', () => {
  it('links every industry and category under the deploy path on desktop', () => {
    renderWithIntl(<CategoryTree tree={tree} links={links} device="desktop" depth={3} headingLevel={2} />, messages);
    expect(screen.getByRole('heading', { level: 2, name: 'Lighting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lighting' })).toHaveAttribute('href', '/tr/category/Lighting_1.html');
    expect(screen.getByRole('link', { name: 'LED Lamps' })).toHaveAttribute('href', '/tr/category/LED-Lamps_12.html');
    expect(screen.getByRole('link', { name: 'Bulbs' })).toHaveAttribute('href', '/tr/category/Bulbs_120.html');
    expect(screen.getByText('1 product')).toBeInTheDocument();
  });

  it('leaves the third level out at depth 2', () => {
    renderWithIntl(<CategoryTree tree={tree} links={links} device="desktop" depth={2} headingLevel={3} />, messages);
    expect(screen.getByRole('heading', { level: 3, name: 'Lighting' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulbs' })).not.toBeInTheDocument();
  });

  it('folds each industry into a closed disclosure on mobile', () => {
    const { container } = renderWithIntl(
      <CategoryTree tree={tree} links={links} device="mobile" depth={2} headingLevel={3} />,
      messages,
    );
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    expect(within(details!.querySelector('summary')!).getByRole('heading', { name: 'Lighting' })).toBeInTheDocument();
  });

  it('says so when there is no category', () => {
    renderWithIntl(<CategoryTree tree={[]} links={links} device="desktop" depth={2} headingLevel={2} />, messages);
    expect(screen.getByText(seo.emptyCategories)).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it('shows the trail and the title, and describes the trail as a BreadcrumbList', () => {
    const { container } = renderWithIntl(
      <PageHeader
        title="Site map"
        home={{ name: 'Home', href: '/tr', url: 'https://shop.example/tr' }}
        url="https://shop.example/tr/sitemap.html"
      />,
      messages,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Site map');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/tr');
    const ld = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      'https://shop.example/tr',
      'https://shop.example/tr/sitemap.html',
    ]);
  });
});
