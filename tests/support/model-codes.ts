import type { Locator, Page } from '@playwright/test';

/**
 * A new arrival of the home page whose name ends in a model code ("... NL-677"), as nearly half the
 * seeded products do: its path and the code.
 */
export async function newArrivalWithModelCode(page: Page): Promise<{ path: string; code: string }> {
  await page.goto('/');
  const names = await page
    .getByRole('region', { name: 'New arrivals' })
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => [a.getAttribute('href') ?? '', (a as HTMLElement).innerText.trim()]));
  for (const [path, name] of names) {
    const code = / ([A-Z]{2}-\d+)$/.exec(name ?? '')?.[1];
    if (path && code) return { path, code };
  }
  throw new Error('no new arrival has a model code');
}

/**
 * The widths (px) at which the element's text `text` (its last occurrence, across any inline elements
 * inside) lies on more than one line, trying every width from `from` to `to` in 2 px steps. A text not
 * found counts as split at every width, so a check on it cannot pass by missing it.
 */
export function splitWidths(element: Locator, text: string, from: number, to: number): Promise<number[]> {
  return element.evaluate(
    (el, { text, from, to }) => {
      const box = el as HTMLElement;
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
      const at = nodes
        .map((n) => n.data)
        .join('')
        .lastIndexOf(text);
      const range = document.createRange();
      let offset = 0;
      for (const n of nodes) {
        if (at >= 0 && at >= offset && at < offset + n.length) range.setStart(n, at - offset);
        if (at >= 0 && at + text.length > offset && at + text.length <= offset + n.length) {
          range.setEnd(n, at + text.length - offset);
        }
        offset += n.length;
      }
      const widths: number[] = [];
      for (let width = from; width <= to; width += 2) {
        box.style.inlineSize = `${width}px`;
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size !== 1) widths.push(width);
      }
      box.style.inlineSize = '';
      return widths;
    },
    { text, from, to },
  );
}
