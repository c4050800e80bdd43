/**
 * Highlighted matches as data, never HTML: a name becomes segments the page renders as text and
 * <mark> elements, so a product name or keyword containing markup is always shown as text.
 */
import { modelCodeRanges } from '@/lib/catalogue/model-codes';
import type { ParsedKeyword } from './keyword';

export type Segment = { text: string; match: boolean };

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;

/** Ranges [start, end) of the name that a word starts (prefix match) or a run contains. */
function matchRanges(name: string, keyword: ParsedKeyword): [number, number][] {
  const lower = name.toLowerCase();
  // toLowerCase can change lengths (e.g. 'İ'); without a one-to-one map, fall back to no highlight
  if (lower.length !== name.length) return [];
  const ranges: [number, number][] = [];
  for (const word of keyword.words) {
    let from = 0;
    for (let at = lower.indexOf(word, from); at !== -1; at = lower.indexOf(word, from)) {
      const startsWord = at === 0 || !WORD_CHAR.test(lower[at - 1] ?? '');
      if (startsWord) ranges.push([at, wordEnd(lower, at + word.length)]);
      from = at + word.length;
    }
  }
  for (const run of keyword.runs) {
    for (let at = lower.indexOf(run); at !== -1; at = lower.indexOf(run, at + run.length)) {
      ranges.push([at, at + run.length]);
    }
  }
  ranges.push(...joinedCodeRanges(name, lower, keyword.words));
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * A model code typed without its hyphens ("nl677", or its start "nl6") marks the code ("NL-677") it
 * stands for, whole, as a prefix marks the rest of its word; the search vector holds each code joined
 * too (migration 0014).
 */
function joinedCodeRanges(name: string, lower: string, words: readonly string[]): [number, number][] {
  return modelCodeRanges(name).filter(([start, end]) => {
    const code = lower.slice(start, end);
    const joined = code.replace(/-/g, '');
    const first = code.slice(0, code.indexOf('-'));
    // a word within the code's first part ("nl") is an ordinary word match, marked as such
    return words.some((word) => joined.startsWith(word) && !first.startsWith(word));
  });
}

/** A prefix match marks the rest of the word it starts (the query matches the last word as a prefix). */
function wordEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && WORD_CHAR.test(text[end] ?? '')) end += 1;
  return end;
}

/** The name cut into plain and matching segments, in order; adjacent matches are merged. */
export function highlightSegments(name: string, keyword: ParsedKeyword): Segment[] {
  const ranges = matchRanges(name, keyword);
  const segments: Segment[] = [];
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    const from = Math.max(start, cursor);
    if (from > cursor) segments.push({ text: name.slice(cursor, from), match: false });
    const last = segments[segments.length - 1];
    if (last?.match && from === cursor) last.text += name.slice(from, end);
    else segments.push({ text: name.slice(from, end), match: true });
    cursor = end;
  }
  if (cursor < name.length) segments.push({ text: name.slice(cursor), match: false });
  return segments;
}
