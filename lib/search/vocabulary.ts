import 'server-only';
import { getPool } from '@/lib/db/client';
import { escapeLike, type ParsedKeyword } from './keyword';

/** How many vocabulary terms a CJK run may expand to; the candidate cap bounds the matches anyway. */
const RUN_TERMS = 64;

/**
 * Vocabulary terms (search_terms, the catalogue's distinct words) that contain a CJK run. The
 * `simple` parser keeps a whole CJK phrase as one token, so 保温杯 must find the token 不锈钢保温杯:
 * the run is looked up in the vocabulary (tens of thousands of rows), never in a million names.
 */
export async function termsContaining(run: string): Promise<string[]> {
  const { rows } = await getPool().query<{ term: string }>(
    `SELECT term FROM search_terms WHERE term LIKE $1 ESCAPE '\\' ORDER BY document_count DESC, term LIMIT ${RUN_TERMS}`,
    [`%${escapeLike(run)}%`],
  );
  return rows.map((r) => r.term);
}

type Correction = { word: string; known: boolean; best: string | null };

/**
 * Did you mean: each word the vocabulary lacks is replaced by its most similar term (pg_trgm `%`
 * on the trigram index of search_terms, ties to the more frequent word). The last word counts as
 * known when a term starts with it (it is matched as a prefix). Undefined when nothing changes.
 */
export async function suggestKeyword(parsed: ParsedKeyword): Promise<string | undefined> {
  if (parsed.words.length === 0) return undefined;
  const last = parsed.words.length - 1;
  const { rows } = await getPool().query<Correction>(
    `SELECT w.word,
        CASE WHEN w.n = $2 THEN EXISTS (SELECT 1 FROM search_terms WHERE term LIKE w.prefix ESCAPE '\\')
             ELSE EXISTS (SELECT 1 FROM search_terms WHERE term = w.word) END AS known,
        (SELECT term FROM search_terms WHERE term % w.word
          ORDER BY similarity(term, w.word) DESC, document_count DESC, term LIMIT 1) AS best
      FROM unnest($1::text[], $3::text[]) WITH ORDINALITY AS w(word, prefix, n)
      ORDER BY w.n`,
    [parsed.words, last + 1, parsed.words.map((w) => `${escapeLike(w)}%`)],
  );
  let changed = false;
  const words = rows.map((r) => {
    if (r.known || !r.best) return r.word;
    changed = true;
    return r.best;
  });
  return changed ? [...words, ...parsed.runs].join(' ') : undefined;
}
