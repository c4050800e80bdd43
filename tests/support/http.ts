// The HTTP layer (tests/http): plain requests to the production server the e2e layer starts, and the
// served HTML read with jsdom (no script runs) and queried the way Testing Library queries a page: by
// role and accessible name. What a crawler, a client without JavaScript or the first paint gets.
import { devices, expect, request as requests, type APIRequestContext, type APIResponse } from '@playwright/test';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { matchRoute } from '@/lib/routes/match';

export type Device = 'desktop' | 'mobile';

/** The two device classes the proxy tells apart by the User-Agent (spec §9), as the e2e projects send it. */
export const DEVICES: readonly Device[] = ['desktop', 'mobile'];
const USER_AGENTS: Record<Device, string> = {
  desktop: devices['Desktop Chrome'].userAgent,
  mobile: devices['Pixel 7'].userAgent,
};

export function deviceHeaders(device: Device, headers: Record<string, string> = {}): Record<string, string> {
  return { 'user-agent': USER_AGENTS[device], ...headers };
}

/**
 * React sends what was not ready with the first bytes as a hidden copy further down the same document, and
 * an inline `$RC(boundary, segment)` call that puts it in place of the boundary's placeholder. Does what
 * those calls of the served page do (a browser runs them as it parses, before the first paint), so the queries
 * see the served content where the page shows it. Nothing else of the page's scripts runs.
 */
function revealStreamed(document: Document): void {
  const reveals = [...document.querySelectorAll('script')].flatMap((script) =>
    [...(script.textContent ?? '').matchAll(/\$RC\("([^"]+)","([^"]+)"\)/g)].map(([, boundary, segment]) => ({
      boundary,
      segment,
    })),
  );
  for (const { boundary, segment } of reveals) {
    const content = document.getElementById(segment ?? '');
    const start = document.getElementById(boundary ?? '')?.previousSibling; // the boundary's <!--$?-->
    const parent = start?.parentNode;
    if (!content || !start || !parent) continue;
    let node = start.nextSibling;
    for (let depth = 0; node;) {
      if (node.nodeType === node.COMMENT_NODE) {
        const data = (node as Comment).data;
        if (data === '/$' && depth === 0) break;
        depth += data === '/$' ? -1 : data.startsWith('$') ? 1 : 0;
      }
      const next: ChildNode | null = node.nextSibling;
      parent.removeChild(node);
      node = next;
    }
    while (content.firstChild) parent.insertBefore(content.firstChild, node);
    (start as Comment).data = '$';
    content.remove();
  }
}

export type ServedPage = {
  response: APIResponse;
  document: Document;
  /** Testing Library's queries over the whole document (`getByRole`, `getByText`, …). */
  screen: ReturnType<typeof within>;
};

type Options = { device?: Device; headers?: Record<string, string>; maxRedirects?: number };

/** Requests a path as a browser of the device class would and parses what came back. */
export async function getPage(request: APIRequestContext, path: string, options: Options = {}): Promise<ServedPage> {
  const response = await request.get(path, {
    headers: deviceHeaders(options.device ?? 'desktop', options.headers),
    maxRedirects: options.maxRedirects ?? 0,
  });
  const html = await response.text();
  // jsdom runs no script of the page and fetches nothing it links to unless told to
  const { document } = new JSDOM(html).window;
  revealStreamed(document);
  return {
    response,
    document,
    screen: within(document.documentElement),
  };
}

/**
 * A request context that is a browser of the device class: its User-Agent on every request, a cookie jar
 * of its own. Dispose of it at the end of the test.
 */
export function deviceRequest(baseURL: string | undefined, device: Device): Promise<APIRequestContext> {
  return requests.newContext({ baseURL, userAgent: USER_AGENTS[device] });
}

/** The User-Agent a browser of the device class sends. */
export function userAgentOf(device: Device): string {
  return USER_AGENTS[device];
}

/** A link answers as the route registry says: 200 for a live route, 404 for one not built yet. */
export async function expectServed(request: APIRequestContext, path: string, deployPath = '') {
  const match = matchRoute(path.slice(deployPath.length) || '/');
  expect(match, `${path} is a route of the registry`).toBeDefined();
  const response = await request.get(path, { maxRedirects: 0 });
  expect(response.status(), path).toBe(match?.route.status === 'live' ? 200 : 404);
  return match;
}

/** An element's text as Playwright's text assertions read it: scripts and styles left out, zero-width and soft hyphens dropped, whitespace collapsed. */
export function textOf(node: Node | null | undefined): string {
  let text = '';
  const walk = (parent: Node) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === child.TEXT_NODE) text += child.nodeValue ?? '';
      else if (child.nodeType === child.ELEMENT_NODE && !['SCRIPT', 'NOSCRIPT', 'STYLE'].includes(child.nodeName))
        walk(child);
    }
  };
  if (node) walk(node);
  return text
    .replace(/[\u200b\u00ad]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first of what a query found (a query of Testing Library's getAll* has thrown if none). */
export function firstOf<T>(items: ArrayLike<T>): T {
  const item = items[0];
  if (item === undefined) throw new Error('nothing found');
  return item;
}

/** The address a link leads to, as the served HTML writes it. */
export function hrefOf(link: Element | null | undefined): string {
  const href = link?.getAttribute('href');
  expect(href, `${textOf(link)} has an address`).toBeTruthy();
  return href ?? '';
}

/** The JSON-LD blocks of a served page. */
export function jsonLd(document: Document): Record<string, unknown>[] {
  return [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}
