import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LoginGateProvider } from '@/components/auth/login-gate-provider';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { CartView } from '@/components/cart/cart-view';
import { SiteProvider } from '@/components/shell/site-context';
import type { CartProduct } from '@/lib/cart/schema';
import { cart } from '@/lib/cart/client';
import { configureGateway, resetGateway } from '@/lib/gateway/request';
import api from '@/messages/en/api.json';
import cartMessages from '@/messages/en/cart.json';
import catalogue from '@/messages/en/catalogue.json';
import common from '@/messages/en/common.json';
import { renderWithIntl } from '../support/intl';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const STORED = 'sf_cartProductIds';

function product(id: number, name: string): CartProduct {
  return {
    id,
    slug: `${name.replace(/ /g, '-')}_`,
    name,
    imageUrl: null,
    imageWidth: 800,
    imageHeight: 800,
    priceMinMinor: 150,
    priceMaxMinor: 150,
    currency: 'USD',
    moq: 2000,
    unit: 'Pieces',
    supplierName: `Supplier of ${name}`,
  };
}

const CATALOGUE = new Map([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => [id, product(id, `Lamp ${id}`)]));

/** Answers productInfoList from CATALOGUE (unknown ids left out), as the server does. */
function stubProducts() {
  const asked: number[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const { data } = JSON.parse(String(init?.body)) as { data: { goodIds: number[] } };
      asked.push(data.goodIds);
      const items = data.goodIds.flatMap((id) => CATALOGUE.get(id) ?? []);
      return new Response(JSON.stringify({ success: true, code: '0', msg: '', data: { items } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function renderUi(ui: ReactElement, device: 'desktop' | 'mobile' = 'desktop') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithIntl(
    <QueryClientProvider client={client}>
      <SiteProvider value={{ deployPath: '/tr', languages: ['en'], device }}>
        <LoginGateProvider device={device}>{ui}</LoginGateProvider>
      </SiteProvider>
    </QueryClientProvider>,
    { common, api, catalogue, cart: cartMessages },
  );
}

function startAnonymous(ids: number[]) {
  window.localStorage.setItem(STORED, ids.join(','));
  act(() => cart.startAnonymous());
}

beforeEach(() => {
  resetGateway();
  configureGateway({ baseUrl: 'http://localhost' });
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('the add-to-cart button on a product card', () => {
  it('waits for the cart, then adds and removes the product, keeping the stored list', async () => {
    window.localStorage.clear();
    act(() => cart.store.setState({ mode: 'unknown', ids: [] }));
    renderUi(<AddToCartButton productId={7} productName="Desk Lamp" variant="card" />);
    const button = screen.getByRole('button', { name: `${cartMessages.addShort} Desk Lamp` });
    expect(button).toBeDisabled();
    startAnonymous([]);
    expect(button).toBeEnabled();
    await act(async () => fireEvent.click(button));
    expect(window.localStorage.getItem(STORED)).toBe('7');
    // the words it shows begin its name (WCAG 2.5.3)
    const remove = screen.getByRole('button', { name: `${cartMessages.inCartShort} Desk Lamp` });
    await act(async () => fireEvent.click(remove));
    expect(window.localStorage.getItem(STORED)).toBeNull();
  });

  it('on the product page, says the cart is full and keeps the 10', async () => {
    startAnonymous([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    renderUi(<AddToCartButton productId={11} productName="Floor Lamp" variant="page" />);
    expect(screen.getByText('Your enquiry cart is full: it holds at most 10 products.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: cartMessages.add })));
    expect(window.localStorage.getItem(STORED)).toBe('1,2,3,4,5,6,7,8,9,10');
  });

  it('on the product page, links to the cart once the product is in it', () => {
    startAnonymous([4]);
    renderUi(<AddToCartButton productId={4} productName="Lamp 4" variant="page" />);
    expect(screen.getByRole('button', { name: cartMessages.removeFromCart })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.viewCart })).toHaveAttribute('href', '/tr/cart');
  });
});

describe('the /cart page', () => {
  it('shows the empty state with a way to find products', () => {
    stubProducts();
    startAnonymous([]);
    renderUi(<CartView initialItems={[]} />);
    expect(screen.getByRole('heading', { level: 2, name: cartMessages.emptyTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.browse })).toHaveAttribute('href', '/tr/categories');
    expect(screen.queryByRole('link', { name: cartMessages.sendAll })).not.toBeInTheDocument();
  });

  it("lists a visitor's products newest first with supplier and minimum order, and sends all to /enquiry/cart", async () => {
    stubProducts();
    startAnonymous([2, 5]);
    renderUi(<CartView initialItems={[]} />);
    const list = await screen.findByRole('list', { name: cartMessages.listLabel });
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(2));
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Lamp 5', 'Lamp 2']);
    // the name in an isolate of its own: a Latin "Co., Ltd." keeps its full stop at its end in Arabic
    expect(within(list).getByText('Supplier: \u2068Supplier of Lamp 2\u2069')).toBeInTheDocument();
    expect(within(list).getAllByText('Min. order: 2,000 Pieces')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'Lamp 5' })).toHaveAttribute('href', '/tr/Lamp-5_5.html');
    expect(screen.getByText('2 of 10 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: cartMessages.sendAll })).toHaveAttribute('href', '/tr/enquiry/cart');
  });

  it('removes a product at once and moves focus to the heading', async () => {
    stubProducts();
    startAnonymous([2, 5]);
    renderUi(<CartView initialItems={[]} />);
    const remove = await screen.findByRole('button', { name: 'Remove Lamp 2 from the enquiry cart' });
    await act(async () => fireEvent.click(remove));
    expect(screen.queryByRole('heading', { name: 'Lamp 2' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORED)).toBe('5');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('drops a product no longer sold from a visitor cart', async () => {
    stubProducts();
    startAnonymous([3, 404]);
    renderUi(<CartView initialItems={[]} />);
    await screen.findByRole('heading', { name: 'Lamp 3' });
    await waitFor(() => expect(window.localStorage.getItem(STORED)).toBe('3'));
    expect(screen.getByText('1 of 10 products')).toBeInTheDocument();
  });

  it('asks only for products it has not shown yet', async () => {
    const asked = stubProducts();
    act(() => cart.store.setState({ mode: 'buyer', buyerId: 1, ids: [1, 2, 3], pending: {}, merging: false }));
    renderUi(<CartView initialItems={[CATALOGUE.get(1), CATALOGUE.get(2)].flatMap((p) => p ?? [])} />);
    await screen.findByRole('heading', { name: 'Lamp 3' });
    expect(asked).toEqual([[3]]);
  });

  it('says so when the cart is full', async () => {
    stubProducts();
    startAnonymous([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    renderUi(<CartView initialItems={[]} />, 'mobile');
    expect(screen.getByText('Your enquiry cart is full: it holds at most 10 products.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lamp 10' })).toBeInTheDocument();
  });
});
