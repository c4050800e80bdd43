import type { Segment } from '@/lib/search/highlight';

/** Matched words as <mark> elements; every segment is rendered as text, never as HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>));
}
