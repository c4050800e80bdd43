import { screen, within } from '@testing-library/react';
import { CategoryOverview } from '@/components/category/category-overview';
import { ProductListFrame } from '@/components/category/product-list-view';
import { buildCategoryTree } from '@/lib/catalogue/category-tree';
import catalogue from '@/messages/en/catalogue.json';
import category from '@/messages/en/category.json';
import common from '@/messages/en/common.json';
import { renderWithIntl } from '../support/intl';

const messages = { common, catalogue, category };
const node = (id: number, parentId: number | null, level: number, name: string, productCount: number) => ({
  id,
  parentId,
  level,
  slug: `${name.replace(/\W+/g, '-')}_`,
  name,
  productCount,
  sort: id,
});
const tree = buildCategoryTree([
  node(1, null, 1, 'Home Garden', 1234),
  node(11, 1, 2, 'Kitchenware', 17),
  node(100, 11, 3, 'Pans', 5),
  node(2, null, 1, 'Machinery', 0),
]);
const links = { deployPath: '/tr' };

describe('CategoryOverview', () => {
  it('shows industries as sections with their level-2 and level-3 links under the deploy path', () => {
    renderWithIntl(<CategoryOverview tree={tree} device="desktop" links={links} />, messages);
    const section = screen.getByRole('region', { name: /Home Garden/ });
    expect(within(section).getByRole('link', { name: 'Home Garden' })).toHaveAttribute(
      'href',
      '/tr/category/Home-Garden_1.html',
    );
    expect(within(section).getByText('1,234 products')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Kitchenware' })).toHaveAttribute(
      'href',
      '/tr/category/Kitchenware_11.html',
    );
    expect(within(section).getByRole('link', { name: 'Pans' })).toHaveAttribute('href', '/tr/category/Pans_100.html');
    const nav = screen.getByRole('navigation', { name: 'Industries' });
    expect(within(nav).getByRole('link', { name: /Machinery/ })).toHaveAttribute('href', '/tr/categories/machinery');
  });

  it('marks the selected industry and shows only its section', () => {
    renderWithIntl(<CategoryOverview tree={tree} selected={tree[1]} device="desktop" links={links} />, messages);
    expect(screen.getByRole('heading', { level: 1, name: 'Machinery' })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'Industries' });
    expect(within(nav).getByRole('link', { name: /Machinery/ })).toHaveAttribute('aria-current', 'true');
  });

  it('opens each industry level-2 list from a tile on mobile', () => {
    renderWithIntl(<CategoryOverview tree={tree} device="mobile" links={links} />, messages);
    expect(screen.getByRole('link', { name: /Home Garden/ })).toHaveAttribute('href', '/tr/categoriesT2/1');
  });

  it('says so when there are no categories', () => {
    renderWithIntl(<CategoryOverview tree={[]} device="desktop" links={links} />, messages);
    expect(screen.getByText('No categories yet.')).toBeInTheDocument();
  });
});

describe('ProductListFrame', () => {
  it('offers each sort as a link and marks the current one', () => {
    renderWithIntl(
      <ProductListFrame
        header={{
          heading: 'Kitchenware',
          countText: '17 products',
          crumbs: [{ name: 'Home', href: '/' }, { name: 'Kitchenware' }],
          device: 'mobile',
          sort: { current: 'priceAsc', hrefFor: (s) => `/category/Kitchenware_11.html?sort=${s}` },
        }}
      >
        <p>grid</p>
      </ProductListFrame>,
      messages,
    );
    const sort = screen.getByRole('navigation', { name: 'Sort by' });
    expect(within(sort).getAllByRole('link')).toHaveLength(4);
    expect(within(sort).getByRole('link', { name: 'Price: low to high' })).toHaveAttribute('aria-current', 'page');
    expect(within(sort).getByRole('link', { name: 'Newest' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchenware' })).toBeInTheDocument();
  });

  it('counts the products of each subcategory chip with spec §9 separators', () => {
    renderWithIntl(
      <ProductListFrame
        header={{
          heading: 'Consumer Electronics',
          countText: '8,923 products',
          crumbs: [{ name: 'Home', href: '/' }, { name: 'Consumer Electronics' }],
          device: 'mobile',
          chips: [{ id: 15, name: 'Mobile Phone Accessories', href: '/category/15.html', count: 2286 }],
        }}
      >
        <p>grid</p>
      </ProductListFrame>,
      messages,
    );
    expect(screen.getByRole('link', { name: 'Mobile Phone Accessories 2,286' })).toHaveAttribute(
      'href',
      '/category/15.html',
    );
  });
});
