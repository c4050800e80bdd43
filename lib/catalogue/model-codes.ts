/**
 * A model code is a run of capitals and digits joined by hyphens ("NL-677", "USB-C", "A4-100-2B"), written
 * as the supplier wrote it in every language's name. Pure and client-safe: the name's renderers keep a
 * code on one line, and search marks a code the buyer typed without its hyphens ("nl677"). The search
 * vector finds the same runs in SQL (`model_codes_joined`, migration 0014).
 */
const MODEL_CODE = /(?<![\p{L}\p{N}])[A-Z0-9]+(?:-[A-Z0-9]+)+(?![\p{L}\p{N}])/gu;

/** Where the text's model codes are, as [start, end) ranges in order. */
export function modelCodeRanges(text: string): [number, number][] {
  return Array.from(text.matchAll(MODEL_CODE), (m) => [m.index, m.index + m[0].length]);
}
