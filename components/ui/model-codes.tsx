import type { ReactNode } from 'react';

/**
 * A model code is a run of capitals and digits joined by hyphens ("NL-677", "USB-C", "A4-100"), written
 * as the supplier wrote it in every language's name. Browsers may break a line after its hyphen, which
 * splits the code in two ("NL-" above "677"), and in a right-to-left line shows the first half as "-NL".
 */
const MODEL_CODE = /(?<![\p{L}\p{N}])[A-Z0-9]+(?:-[A-Z0-9]+)+(?![\p{L}\p{N}])/gu;

/** Where the text's model codes are, as [start, end) ranges in order. */
export function modelCodeRanges(text: string): [number, number][] {
  return Array.from(text.matchAll(MODEL_CODE), (m) => [m.index, m.index + m[0].length]);
}

/**
 * A product's name as text, its model codes each kept on one line (`.model-code` in base.css). A name
 * without one is rendered as the string itself.
 */
export function WithModelCodes({ text }: { text: string }) {
  const codes = modelCodeRanges(text);
  if (codes.length === 0) return text;
  const parts: ReactNode[] = [];
  let from = 0;
  for (const [start, end] of codes) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(
      <span key={start} className="model-code">
        {text.slice(start, end)}
      </span>,
    );
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
