import { modelCodeRanges } from '@/lib/catalogue/model-codes';
import type { Segment } from '@/lib/search/highlight';

type Piece = Segment & { code: number };

/**
 * The segments cut where a model code starts or ends, each piece numbered with the code it is part of
 * (-1 outside one): a buyer who searches a code ("NL-677") gets its words marked one by one, and the
 * code is judged on the whole name, not per segment.
 */
function pieces(segments: readonly Segment[]): Piece[] {
  const codes = modelCodeRanges(segments.map((s) => s.text).join(''));
  const out: Piece[] = [];
  let at = 0;
  for (const s of segments) {
    const end = at + s.text.length;
    let from = at;
    while (from < end) {
      const code = codes.findIndex(([start, stop]) => stop > from && start < end);
      const [start, stop] = codes[code] ?? [end, end];
      if (start > from) {
        out.push({ text: s.text.slice(from - at, Math.min(start, end) - at), match: s.match, code: -1 });
        from = Math.min(start, end);
        continue;
      }
      const to = Math.min(stop, end);
      out.push({ text: s.text.slice(from - at, to - at), match: s.match, code });
      from = to;
    }
    at = end;
  }
  return out;
}

/**
 * Matched words as <mark> elements; every segment is rendered as text, never as HTML. A model code
 * stays on one line (`.model-code`) even when some of its characters are marked.
 */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  const groups: { code: number; pieces: Piece[] }[] = [];
  for (const piece of pieces(segments)) {
    const last = groups.at(-1);
    if (piece.code >= 0 && last?.code === piece.code) last.pieces.push(piece);
    else groups.push({ code: piece.code, pieces: [piece] });
  }
  return groups.map((group, i) => {
    if (group.code < 0) {
      const [only] = group.pieces;
      return only?.match ? <mark key={i}>{only.text}</mark> : <span key={i}>{only?.text}</span>;
    }
    return (
      <span key={i} className="model-code">
        {group.pieces.map((p, j) => (p.match ? <mark key={j}>{p.text}</mark> : p.text))}
      </span>
    );
  });
}
