import { screen } from '@testing-library/react';
import { cardImagePriority, ProductCard } from '@/components/catalogue/product-card';
import type { ProductCard as ProductCardData } from '@/lib/catalogue/home';
import { renderWithIntl } from '../support/intl';

const product: ProductCardData = {
  id: 321,
  slug: 'Stainless-Steel-Water-Bottle_',
  name: 'Stainless Steel Water Bottle',
  imageUrl: '/media/gen/product/321-0.svg',
  imageWidth: 800,
  imageHeight: 800,
  priceMinMinor: 186,
  priceMaxMinor: 215,
  currency: 'USD',
  moq: 1500,
  unit: 'Pieces',
  supplierName: 'Ningbo Hengda Industrial Co., Ltd.',
};

describe('ProductCard', () => {
  it('links the product name to its detail page (spec §2 link shape)', () => {
    renderWithIntl(<ProductCard product={product} />);
    const link = screen.getByRole('link', { name: /Stainless Steel Water Bottle/ });
    expect(link).toHaveAttribute('href', '/Stainless-Steel-Water-Bottle_321.html');
  });

  it('shows the price range and the minimum order with spec §9 number formatting', () => {
    renderWithIntl(<ProductCard product={product} />);
    expect(screen.getByText('US$1.86 – US$2.15')).toBeInTheDocument();
    expect(screen.getByText('Min. order: 1,500 Pieces')).toBeInTheDocument();
  });

  it('shows one price when every tier costs the same', () => {
    renderWithIntl(<ProductCard product={{ ...product, priceMinMinor: 999, priceMaxMinor: 999 }} />);
    expect(screen.getByText('US$9.99')).toBeInTheDocument();
  });

  it('reserves the image box with width and height and loads it lazily', () => {
    const { container } = renderWithIntl(<ProductCard product={product} />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("loads a list's first card's image at once and first, and the others lazily", () => {
    const { container } = renderWithIntl(
      <>
        {[0, 1, 3, 4].map((i) => (
          <ProductCard key={i} product={{ ...product, id: i }} imagePriority={cardImagePriority(i)} />
        ))}
      </>,
    );
    const [first, ...others] = Array.from(container.querySelectorAll('img'));
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(others).toHaveLength(3);
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });

  it('names the product in a heading one level under its list, h3 by default', () => {
    const { unmount } = renderWithIntl(<ProductCard product={product} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Stainless Steel Water Bottle' })).toBeInTheDocument();
    unmount();
    renderWithIntl(<ProductCard product={product} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Stainless Steel Water Bottle' })).toBeInTheDocument();
  });
});
