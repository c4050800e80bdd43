/** spec §2 "Slug rule": the readable part of product, supplier and category links. */
const SLUG_MAX = 49; // spec §9: slug maximum about 49 characters

export function slugify(name: string): string {
  let text = name.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // not URL-encoded: keep as written
  }
  let slug = text
    .replace(/[.,'"‘’“”&/\\\s-]+/gu, '-') // dots, commas, quotes, ampersands, slashes, spaces, hyphen runs
    .replace(/[^\p{L}\p{M}\p{N}-]+/gu, '') // other special characters
    .replace(/-{2,}/g, '-')
    .replace(/^-/, '');
  if (slug.length > SLUG_MAX) {
    const cut = slug.slice(0, SLUG_MAX);
    const boundary = cut.lastIndexOf('-');
    slug = boundary > 0 ? cut.slice(0, boundary) : cut;
  }
  slug = slug.replace(/-+$/, '');
  return encodeURIComponent(`${slug}_`);
}
