import { GATEWAY_MESSAGE_KEYS } from '@/lib/gateway/errors';

/** The message namespaces: one JSON file each under messages/{locale}/. */
export const NAMESPACES = [
  'common',
  'home',
  'api',
  'reference',
  'catalogue',
  'product',
  'supplier',
  'category',
  'search',
  'seo',
  'mail',
  'accountPages',
  'account',
  'uploads',
  'favourites',
  'cart',
  'meetings',
  'rfq',
  'enquiry',
  'consent',
  'policies',
  'support',
  'trafficLight',
  'orders',
  'cards',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/**
 * The namespaces client components read (`useTranslations` in a 'use client' module): the layout hands
 * only these to the browser, since every message given to NextIntlClientProvider travels inline in every
 * page's HTML. Server-only text (mail, SEO, home, lists, supplier pages, reference names) stays on the
 * server. tests/contracts/client-messages.test.ts holds the list complete.
 */
export const CLIENT_NAMESPACES = [
  'common',
  'api',
  'catalogue',
  'product',
  'search',
  'accountPages',
  'account',
  'uploads',
  'favourites',
  'cart',
  'meetings',
  'rfq',
  'enquiry',
  'support',
  'trafficLight',
  'orders',
  'cards',
] as const satisfies readonly Namespace[];

/**
 * Client namespaces only some pages' client components read (forms of RFQs, enquiries, meetings, uploads
 * and account pages: 28 of the 42 KB in English; the sign-in and register forms; the cart page). The
 * layout leaves them out; a page that renders such a component wraps it in `<PageMessages
 * namespaces={[…]}>` (components/app/page-messages.tsx), and tests/contracts/client-messages.test.ts holds
 * every page's list complete. A component loaded on demand loads its own with its code instead
 * (`<LazyMessages>`, components/app/lazy-messages.tsx: the header's sign-in dialog).
 */
export const PAGE_NAMESPACES = [
  'account',
  'accountPages',
  'cards',
  'cart',
  'enquiry',
  'meetings',
  'orders',
  'rfq',
  'support',
  'trafficLight',
  'uploads',
] as const satisfies readonly (typeof CLIENT_NAMESPACES)[number][];
export type PageNamespace = (typeof PAGE_NAMESPACES)[number];

/**
 * The keys of page namespaces the shell itself shows on every page: the account menu's links and buttons,
 * the header's cart count, the cart's merge notices and the cards' "add to enquiry cart". The rest of
 * `account` (the sign-in and register forms, 2.3 KB in English) and of `cart` (the cart page) stays out
 * of every page's inline payload: about 1.3 KB of a category page's 15 KB gzipped (issue 8: a document over
 * the first round trip's 14.6 KB costs Lighthouse's simulated phone a round trip of 150 ms).
 */
export const SHELL_KEYS: Partial<Record<PageNamespace, readonly string[]>> = {
  account: ['failed', 'logOut', 'signIn'],
  accountPages: [
    'accountTitle',
    'buyerArea',
    'buyerAreaFailed',
    'hubLabel',
    'myRfqs',
    'newQuotations',
    'opensInNewWindow',
    'workspaceTitle',
  ],
  cart: [
    'add',
    'addShort',
    'added',
    'countHidden',
    'full',
    'inCart',
    'inCartShort',
    'merged',
    'mergeSkipped',
    'removeFromCart',
    'removed',
    'unavailable',
    'viewCart',
  ],
  enquiry: ['accountLink'],
  meetings: ['myMeetingsLink'],
};

/**
 * The keys client modules read of the client namespaces that are not page namespaces but whose text is
 * mostly the server's: API answers arrive translated by the server, and the search page's filters, the
 * product page's headings and the shell's own text render on the server. Only these keys travel in every
 * page (about 10 of the 17 KB the shell's messages were in English, each parsed and serialized on every
 * render); tests/contracts/client-messages.test.ts holds each list equal to what client modules read.
 * A namespace not named here travels whole.
 */
export const CLIENT_KEYS = {
  api: [...GATEWAY_MESSAGE_KEYS, 'noMoreThanProducts', 'toastDismiss', 'toastRegion'],
  catalogue: ['moq', 'priceRange'],
  common: ['errorBody', 'errorTitle', 'languageLabel', 'retry'],
  favourites: [
    'followFailed',
    'followProduct',
    'followSupplier',
    'inFavourites',
    'noLongerFollowing',
    'nowFollowing',
    'remove',
    'removeFailed',
    'removeNamed',
    'removed',
    'title',
    'undo',
    'undoNamed',
    'unfollow',
    'unfollowFailed',
    'unfollowNamed',
  ],
  product: [
    'closeViewer',
    'galleryLabel',
    'imagePosition',
    'nextImage',
    'noImage',
    'openViewer',
    'previousImage',
    'resetView',
    'rotate',
    'showImage',
    'viewerLabel',
    'zoomIn',
    'zoomOut',
  ],
  search: ['keywordLabel', 'placeholder', 'searchLabel', 'submit'],
} as const satisfies Partial<Record<Exclude<(typeof CLIENT_NAMESPACES)[number], PageNamespace>, readonly string[]>>;

/** CLIENT_KEYS looked up by any namespace's name. */
const clientKeyLists: Partial<Record<string, readonly string[]>> = CLIENT_KEYS;

type MessageTree = Partial<Record<string, unknown>>;

function pickKeys(namespace: unknown, keys: readonly string[]): MessageTree {
  const all = (namespace ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in all).map((k) => [k, all[k]]));
}

/** Whether a namespace is one the layout leaves to the pages that read it. */
export function isPageNamespace(ns: string): ns is PageNamespace {
  return (PAGE_NAMESPACES as readonly string[]).includes(ns);
}

/**
 * What every page's client components need: the client namespaces but the page ones (of those, the
 * shell's keys), each whole or, where CLIENT_KEYS names it, only the keys client modules read.
 */
export function pickShellMessages<M extends MessageTree>(messages: M): Partial<M> {
  const picked: MessageTree = {};
  for (const ns of CLIENT_NAMESPACES) {
    if (!(ns in messages)) continue;
    if (!isPageNamespace(ns)) {
      const keys = clientKeyLists[ns];
      picked[ns] = keys ? pickKeys(messages[ns], keys) : messages[ns];
      continue;
    }
    const keys = SHELL_KEYS[ns];
    if (keys) picked[ns] = pickKeys(messages[ns], keys);
  }
  return picked as Partial<M>;
}

/** The shell's messages and the whole of the page namespaces a page names. */
export function pickPageMessages<M extends MessageTree>(messages: M, namespaces: readonly PageNamespace[]): Partial<M> {
  const picked: MessageTree = pickShellMessages(messages);
  for (const ns of namespaces) if (ns in messages) picked[ns] = messages[ns];
  return picked as Partial<M>;
}
