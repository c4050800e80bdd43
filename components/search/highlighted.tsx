import { WithModelCodes } from '@/components/ui/model-codes';
import type { Segment } from '@/lib/search/highlight';

/** Matched words as <mark> elements; every segment is rendered as text, never as HTML. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((s, i) => {
    const text = <WithModelCodes text={s.text} />;
    return s.match ? <mark key={i}>{text}</mark> : <span key={i}>{text}</span>;
  });
}
