/**
 * Generated demo images: the same name always gives the same picture, drawn as SVG on request,
 * so the demo catalogue needs no image files and no outside address.
 */
export const PLACEHOLDER_KINDS = ['product', 'logo', 'exhibition', 'live'] as const;
export type PlaceholderKind = (typeof PLACEHOLDER_KINDS)[number];

export type PlaceholderRequest = { kind: PlaceholderKind; id: number; variant: number };

/** `/media/gen/{kind}/{id}[-{variant}].svg` parts to a request, or undefined when they do not fit. */
export function parsePlaceholder(kind: string, file: string): PlaceholderRequest | undefined {
  if (!(PLACEHOLDER_KINDS as readonly string[]).includes(kind)) return undefined;
  const match = /^([1-9]\d{0,11})(?:-(\d{1,2}))?\.svg$/.exec(file);
  if (!match) return undefined;
  return { kind: kind as PlaceholderKind, id: Number(match[1]), variant: Number(match[2] ?? 0) };
}

function hash(n: number): number {
  let x = (n ^ 0x9e3779b9) >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b) >>> 0;
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0;
  return (x ^ (x >>> 16)) >>> 0;
}

const SHAPES = [
  // bottle
  '<rect x="330" y="170" width="140" height="70" rx="18"/><rect x="280" y="230" width="240" height="420" rx="60"/>',
  // box
  '<path d="M220 300 L400 210 L580 300 L580 540 L400 630 L220 540 Z"/><path d="M220 300 L400 390 L580 300" fill="none" stroke="rgba(255,255,255,.5)" stroke-width="10"/>',
  // lamp
  '<path d="M280 220 H520 L580 420 H220 Z"/><rect x="385" y="420" width="30" height="170"/><rect x="290" y="590" width="220" height="40" rx="20"/>',
  // gear
  '<circle cx="400" cy="400" r="170"/><circle cx="400" cy="400" r="60" fill="rgba(255,255,255,.55)"/>',
  // chair
  '<rect x="280" y="180" width="240" height="250" rx="30"/><rect x="250" y="420" width="300" height="60" rx="20"/><rect x="270" y="480" width="30" height="170"/><rect x="500" y="480" width="30" height="170"/>',
];

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * The picture of a request; a logo shows `initials` (the company's, see `initialsOf` in lib/format/initials.ts) or, for an id no
 * company has, two letters of its own.
 */
export function renderPlaceholder({ kind, id, variant }: PlaceholderRequest, initials?: string): string {
  const h = hash(id * 31 + variant);
  const hue = h % 360;
  const hue2 = (hue + 40 + (h % 60)) % 360;
  const light = `hsl(${hue} 45% 92%)`;
  const mid = `hsl(${hue2} 40% 80%)`;
  const ink = `hsl(${hue} 45% 38%)`;
  if (kind === 'logo') {
    const letters = (initials || String.fromCharCode(65 + (h % 26)) + String.fromCharCode(65 + ((h >>> 8) % 26)))
      .slice(0, 4)
      .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" rx="36" fill="${ink}"/><text x="100" y="124" font-family="Arial,sans-serif" font-size="72" font-weight="700" fill="#fff" text-anchor="middle">${letters}</text></svg>`;
  }
  if (kind === 'exhibition' || kind === 'live') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="hsl(${hue2} 50% 30%)"/></linearGradient></defs><rect width="1200" height="600" fill="url(#g)"/><g fill="rgba(255,255,255,.12)"><circle cx="${200 + (h % 700)}" cy="160" r="220"/><circle cx="${900 - (h % 500)}" cy="520" r="260"/></g><g fill="rgba(255,255,255,.85)"><rect x="120" y="380" width="${kind === 'live' ? 150 : 260}" height="${kind === 'live' ? 56 : 24}" rx="12"/></g></svg>`;
  }
  const shape = SHAPES[(h >>> 4) % SHAPES.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800"><defs><radialGradient id="g" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></radialGradient></defs><rect width="800" height="800" fill="url(#g)"/><ellipse cx="400" cy="690" rx="230" ry="28" fill="rgba(0,0,0,.08)"/><g fill="${ink}" transform="rotate(${((variant * 7) % 20) - 10} 400 400)">${shape}</g></svg>`;
}
