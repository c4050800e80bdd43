import type { ReactNode } from 'react';

/**
 * A model code is a run of capitals and digits joined by hyphens ("NL-677", "USB-C", "A4-100"), written
 * as the supplier wrote it in every language's name. Browsers may break a line after its hyphen, which
 * splits the code in two ("NL-" above "677"), and in a right-to-left line shows the first half as "-NL".
 */
const MODEL_CODE = /(?<![\p{L}\p{N}])[A-Z0-9]+(?:-[A-Z0-9]+)+(?![\p{L}\p{N}])/gu;

/**
 * A product's name as text, its model codes each kept on one line (`.model-code` in base.css). A name
 * without one is rendered as the string itself.
 */
export function WithModelCodes({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(MODEL_CODE)) {
    if (match.index > from) parts.push(text.slice(from, match.index));
    parts.push(
      <span key={match.index} className="model-code">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
