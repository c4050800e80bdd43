import type { ReactNode } from 'react';
import { modelCodeRanges } from '@/lib/catalogue/model-codes';

/**
 * A product's name as text, its model codes each kept on one line (`.model-code` in base.css): browsers
 * may break a line after a code's hyphen, which splits it in two ("NL-" above "677"), and in a
 * right-to-left line shows the first half as "-NL". A name without one is rendered as the string itself.
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
