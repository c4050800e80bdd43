import { render, waitFor } from '@testing-library/react';
import { PageView } from '@/components/app/page-view';
import { SiteProvider } from '@/components/shell/site-context';
import { resetAnalyticsConsent, setAnalyticsConsent } from '@/lib/consent/gate';
import { WEB_APP_TOKEN, resetGateway } from '@/lib/gateway/request';
import { getStoredValue } from '@/lib/gateway/session-values';
import { clearToasts, useToastStore } from '@/lib/gateway/toasts';

const nav = vi.hoisted(() => ({ pathname: '/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

type Sent = { url: string; envelope: { token?: string; data: Record<string, unknown> } };
const sent: Sent[] = [];
const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
  sent.push({ url, envelope: JSON.parse(String(init.body)) as Sent['envelope'] });
  return new Response(JSON.stringify({ success: true, code: '0', msg: '', data: { recorded: true } }));
});

function visit(path: string) {
  const url = new URL(path, window.location.origin);
  nav.pathname = url.pathname;
  nav.search = url.search.slice(1);
  window.history.replaceState(null, '', path);
}

const page = () => (
  <SiteProvider value={{ deployPath: '/tr', languages: ['tr', 'en'], device: 'desktop' }}>
    <PageView />
  </SiteProvider>
);

beforeEach(() => {
  sent.length = 0;
  resetGateway();
  clearToasts();
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchStub);
  // analytics allowed, as outside Germany and Poland; the gate itself: the last describe below
  setAnalyticsConsent(true);
});
afterEach(() => vi.unstubAllGlobals());

describe('page views (spec §7 visit tracking)', () => {
  it("sends a Page_View with the route and its parameters, the site's deploy path taken off", async () => {
    visit('/tr/category/led-lights12.html?gclid=g1');
    render(page());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toBe('/api/expo/visit/track.json');
    expect(sent[0]?.envelope.token).toBe(WEB_APP_TOKEN);
    expect(sent[0]?.envelope.data).toEqual({
      eventAction: 'view',
      eventCategory: 'page',
      eventName: 'Page_View',
      pageUrl: `${window.location.origin}/tr/category/led-lights12.html?gclid=g1`,
      visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      props: { route: 'category', name: 'led-lights', categoryId: '12' },
    });
    expect(getStoredValue('gclid')).toBe('g1');
  });

  it('sends one more on each client-side route change, with the same visitor', async () => {
    visit('/tr');
    const { rerender } = render(page());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.envelope.data.props).toEqual({ route: 'home' });
    visit('/tr/search/product?keyword=led');
    rerender(page());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.envelope.data.props).toEqual({ route: 'searchProduct' });
    expect(sent[1]?.envelope.data.visitorId).toBe(sent[0]?.envelope.data.visitorId);
  });

  it('neither throws nor shows an error when tracking fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    visit('/tr');
    expect(() => render(page())).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(useToastStore.getState().toasts).toEqual([]);
  });
});

describe('promotion statistics (spec §2)', () => {
  it('sends the statistics event only on a route with a promotionId', async () => {
    visit('/tr/spring-sale12/search/product');
    render(page());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => s.url)).toEqual(['/api/expo/visit/track.json', '/api/ms/analytics/track.json']);
    expect(sent[1]?.envelope.data).toMatchObject({
      eventName: 'Promotion_View',
      props: { promotionId: '12', route: 'promotionSearchProduct' },
    });
  });

  it('sends no statistics event where there is no promotion', async () => {
    visit('/tr/category/led-lights12.html');
    render(page());
    await waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toHaveLength(1);
  });
});

/** The tracker's module has loaded and handled the view: its `.then` ran before this one's. */
async function viewRegistered(): Promise<void> {
  await import('@/components/app/track-page-view');
}

describe('the consent gate (spec §4)', () => {
  beforeEach(() => resetAnalyticsConsent());

  it('holds the page view until analytics is allowed, then sends it with the address it was made on', async () => {
    visit('/tr/category/led-lights12.html');
    render(page());
    await viewRegistered();
    const pageUrl = `${window.location.origin}/tr/category/led-lights12.html`;
    visit('/tr/search/product?keyword=led');
    expect(sent).toEqual([]);
    expect(window.localStorage.getItem('sf_vid')).toBeNull();
    setAnalyticsConsent(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.envelope.data).toMatchObject({ eventName: 'Page_View', pageUrl, props: { route: 'category' } });
  });

  it('sends nothing, and keeps no visitor id, when analytics is refused', async () => {
    visit('/tr/spring-sale12/search/product?gclid=g2');
    const { rerender } = render(page());
    await viewRegistered();
    setAnalyticsConsent(false);
    visit('/tr/search/product?keyword=led');
    rerender(page());
    await viewRegistered();
    expect(sent).toEqual([]);
    expect(window.localStorage.getItem('sf_vid')).toBeNull();
    expect(getStoredValue('gclid')).toBeNull();
  });
});

describe('behaviour events (spec §7)', () => {
  const withAction = () => (
    <>
      {page()}
      <a href="#order" data-track="product:order:Start_Order">
        <span>Order a sample</span>
      </a>
      <a href="#plain">Another link</a>
    </>
  );

  it('sends one for a click inside a marked call to action, and none for an unmarked one', async () => {
    visit('/tr/search/product');
    const { getByText } = render(withAction());
    await waitFor(() => expect(sent).toHaveLength(1)); // the page view
    getByText('Another link').click();
    getByText('Order a sample').click();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.url).toBe('/api/main/behavior/event.json');
    expect(sent[1]?.envelope.data).toEqual({
      eventAction: 'order',
      eventCategory: 'product',
      eventName: 'Start_Order',
      pageUrl: `${window.location.origin}/tr/search/product`, // the page the click was on
      visitorId: sent[0]?.envelope.data.visitorId,
    });
  });

  it('goes through the consent gate: nothing before analytics is allowed, nothing once refused', async () => {
    resetAnalyticsConsent();
    visit('/tr/search/product');
    const { getByText } = render(withAction());
    await viewRegistered();
    getByText('Order a sample').click();
    await viewRegistered();
    setAnalyticsConsent(false);
    getByText('Order a sample').click();
    await viewRegistered();
    expect(sent).toEqual([]);
  });
});
