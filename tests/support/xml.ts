import { JSDOM } from 'jsdom';

const { DOMParser } = new JSDOM('').window;

/** A strictly parsed XML document; throws when the text is not well-formed. */
export function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

/** The text of every `<loc>` of a sitemap or sitemap index, in document order. */
export function locs(text: string): string[] {
  return [...parseXml(text).getElementsByTagName('loc')].map((el) => el.textContent ?? '');
}
