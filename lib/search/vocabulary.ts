import 'server-only';
import { createBoundedCache } from '@/lib/cache/bounded';
import { getPool } from '@/lib/db/client';
import { escapeLike, type ParsedKeyword } from './keyword';

/** How many vocabulary terms a CJK run may expand to; the candidate cap bounds the matches anyway. */
const RUN_TERMS = 64;
/** A typed prefix with at most this many vocabulary terms may be written as their list (see wordStats). */
export const PREFIX_TERMS = 32;

// The vocabulary changes with the catalogue's words, not per search: look-ups are kept for ten minutes,
// at most a few thousand keys (the keys are visitors' words, so the caches are bounded).
const TTL_MS = 10 * 60_000;
const runCache = createBoundedCache<{ terms: string[]; documents: number }>(2_000, TTL_MS);
const wordCache = createBoundedCache<WordStats>(5_000, TTL_MS);
const correctionCache = createBoundedCache<string | null>(5_000, TTL_MS);

/**
 * Vocabulary terms (search_terms, the catalogue's distinct words) that contain a CJK run, with the
 * documents they occur in. The `simple` parser keeps a whole CJK phrase as one token, so 保温杯 must
 * find the token 不锈钢保温杯: the run is looked up in the vocabulary (tens of thousands of rows),
 * never in a million names.
 */
export function termsContaining(run: string): Promise<{ terms: string[]; documents: number }> {
  return runCache.get(run, async () => {
    const { rows } = await getPool().query<{ term: string; document_count: number }>(
      `SELECT term, document_count FROM search_terms WHERE term LIKE $1 ESCAPE '\\'
        ORDER BY document_count DESC, term LIMIT ${RUN_TERMS}`,
      [`%${escapeLike(run)}%`],
    );
    return { terms: rows.map((r) => r.term), documents: rows.reduce((n, r) => n + r.document_count, 0) };
  });
}

/**
 * What the vocabulary knows of a word: how many products contain it (as a prefix: the terms starting
 * with it, summed), and for a prefix the terms themselves when there are at most PREFIX_TERMS.
 */
export type WordStats = { documents: number; terms: string[] | null };

export function wordStats(word: string, prefix: boolean): Promise<WordStats> {
  return wordCache.get(`${prefix ? 'p' : 'w'}:${word}`, async () => {
    // the vocabulary leaves out one-letter words, which may be in most products: unknown, not rare
    if (Array.from(word).length < 2) return { documents: Number.POSITIVE_INFINITY, terms: null };
    if (!prefix) {
      const { rows } = await getPool().query<{ document_count: number }>(
        'SELECT document_count FROM search_terms WHERE term = $1',
        [word],
      );
      return { documents: rows[0]?.document_count ?? 0, terms: [word] };
    }
    const { rows } = await getPool().query<{ term: string; document_count: number; n: number; total: number }>(
      `SELECT term, document_count, count(*) OVER ()::int AS n, sum(document_count) OVER ()::int AS total
        FROM search_terms WHERE term LIKE $1 ESCAPE '\\' ORDER BY document_count DESC, term LIMIT ${PREFIX_TERMS}`,
      [`${escapeLike(word)}%`],
    );
    const complete = (rows[0]?.n ?? 0) <= PREFIX_TERMS;
    return { documents: rows[0]?.total ?? 0, terms: complete ? rows.map((r) => r.term) : null };
  });
}

type Correction = { word: string; known: boolean; best: string | null };

/**
 * The vocabulary's nearest term to each word it lacks (pg_trgm `%` on the trigram index of
 * search_terms, ties to the more frequent word); the last word counts as known when a term starts
 * with it (it is matched as a prefix). Known words are not compared at all. One query for the words
 * not looked up in the last ten minutes.
 */
async function corrections(words: string[]): Promise<(string | null)[]> {
  const last = words.length - 1;
  const keys = words.map((w, i) => `${i === last ? 'p' : 'w'}:${w}`);
  type Pending = { word: string; prefix: boolean; resolve: (v: string | null) => void; reject: (e: unknown) => void };
  const pending = new Map<string, Pending>();
  const results = words.map((word, i) => {
    const key = keys[i] ?? word;
    return correctionCache.get(
      key,
      () =>
        new Promise<string | null>((resolve, reject) =>
          pending.set(key, { word, prefix: i === last, resolve, reject }),
        ),
    );
  });
  if (pending.size > 0) {
    const asked = [...pending.values()];
    try {
      const { rows } = await getPool().query<Correction>(
        `SELECT w.word, k.known,
            CASE WHEN k.known THEN NULL ELSE (SELECT term FROM search_terms WHERE term % w.word
              ORDER BY similarity(term, w.word) DESC, document_count DESC, term LIMIT 1) END AS best
          FROM unnest($1::text[], $2::bool[], $3::text[]) WITH ORDINALITY AS w(word, prefix, pattern, n)
          CROSS JOIN LATERAL (SELECT CASE WHEN w.prefix
              THEN EXISTS (SELECT 1 FROM search_terms WHERE term LIKE w.pattern ESCAPE '\\')
              ELSE EXISTS (SELECT 1 FROM search_terms WHERE term = w.word) END AS known) k
          ORDER BY w.n`,
        [asked.map((a) => a.word), asked.map((a) => a.prefix), asked.map((a) => `${escapeLike(a.word)}%`)],
      );
      asked.forEach((a, i) => a.resolve(rows[i]?.known ? null : (rows[i]?.best ?? null)));
    } catch (error) {
      for (const a of asked) a.reject(error); // not kept: the next search asks again
    }
  }
  return Promise.all(results);
}

/**
 * Did you mean: each word the vocabulary lacks is replaced by its most similar term. Undefined when
 * nothing changes.
 */
export async function suggestKeyword(parsed: ParsedKeyword): Promise<string | undefined> {
  if (parsed.words.length === 0) return undefined;
  const best = await corrections(parsed.words);
  let changed = false;
  const words = parsed.words.map((word, i) => {
    const b = best[i];
    if (!b || b === word) return word;
    changed = true;
    return b;
  });
  return changed ? [...words, ...parsed.runs].join(' ') : undefined;
}
