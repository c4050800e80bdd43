import 'server-only';
import { CARD_JOINS_SQL, cardJsonSql, cardOfRow, type CardRowWithImage } from '@/lib/catalogue/cards';
import type { ProductCard, SupplierCard } from '@/lib/catalogue/home';
import { pickLocalised } from '@/lib/catalogue/localise';
import type { Pool } from 'pg';
import { getPool } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { highlightSegments, type Segment } from './highlight';
import { escapeLike, parseKeyword } from './keyword';
import { CANDIDATE_CAP, PAGE_SIZE, type SearchQuery } from './params';
import { productMatch } from './products';

/** A product shown in a supplier's row, its name's matched words marked. */
export type SupplierProduct = ProductCard & { nameSegments: Segment[] };
export type SupplierHit = SupplierCard & {
  nameSegments: Segment[];
  productCount: number;
  /** Up to SHOWN_PRODUCTS of its published products: the keyword's (by name, then description), then the newest. */
  products: SupplierProduct[];
};
export type SupplierSearchResult = { items: SupplierHit[]; total: number; page: number; pageCount: number };

type Row = {
  id: string;
  slug: string;
  name_en: string;
  name_cn: string;
  names: Record<string, string>;
  city: string | null;
  country_code: string;
  verified: boolean;
  year_established: number | null;
  logo_url: string | null;
  total: number;
};

/**
 * Who sells a keyword is read from `supplier_terms`, every word of each supplier's published products
 * (migration 0012), so every maker is found and counted whatever the catalogue's size. The order among
 * them counts matching products, read from at most this many of them (the product search's candidate
 * cap): reading every match of a common word costs a heap fetch each (20,000 took 140 ms at a million
 * products, 2,000 take 5-10), so for a word in more products than that the makers of the product
 * search's first matches (its candidates) come first, most matches first, and the others after them.
 */
const SELLER_MATCHES = CANDIDATE_CAP;

/** Products shown in each supplier's row. */
export const SHOWN_PRODUCTS = 3;

type Statement = {
  with: string;
  from: string;
  where: string[];
  nameMatch: string | null;
  tsquery: string | null;
  /** The connections to run it on: a keyword's matches are read on the product search's. */
  pool: () => Pool;
};

/**
 * The suppliers a keyword finds: every word in a name of any language, or in the published products
 * they sell ("steel" finds the makers of steel products whatever their names; the words of a keyword of
 * several may come from different products of one supplier, as a supplier's profile would hold them),
 * plus country and verified.
 */
async function supplierStatement(query: SearchQuery, values: unknown[]): Promise<Statement> {
  const { words, runs } = parseKeyword(query.keyword);
  const patterns = [...words, ...runs].map((term) => param(values, `%${escapeLike(term)}%`));
  // every word in one of the names, any language: name_search holds them all in lower case (migration
  // 0013), with a trigram index; lower() on both sides is what ILIKE does
  const namesOf = (alias: string) => patterns.map((p) => `${alias}.name_search LIKE lower(${p})`).join(' AND ');
  const where: string[] = [];
  let withSql = '';
  let from = 'suppliers s';
  const nameMatch = patterns.length ? namesOf('s') : null;
  let tsquery: string | null = null;
  let pool = getPool;
  if (query.keyword && patterns.length === 0)
    where.push('false'); // punctuation only: nothing
  else if (nameMatch) {
    const match = await productMatch(query.keyword);
    if (match) {
      tsquery = match.tsquery;
      pool = match.pool;
      const q = param(values, tsquery);
      // the product search's own first matches (its candidates): the same ones every time, whereas a
      // sequential scan (the planner's choice for a common word) starts where another scan of the table
      // is, so that each search ranked other makers first and its pages overlapped
      withSql = `WITH sellers AS MATERIALIZED (SELECT supplier_id, count(*)::int AS matches FROM (
          ${match.firstMatches(q, 'p.supplier_id', SELLER_MATCHES)}) m GROUP BY supplier_id) `;
      from = 'suppliers s LEFT JOIN sellers x ON x.supplier_id = s.id';
      // two index look-ups, sellers and names, rather than the names of every supplier read in turn
      where.push(`s.id IN (SELECT supplier_terms_matching(to_tsquery('simple', ${q}))
        UNION SELECT n.id FROM suppliers n WHERE ${namesOf('n')})`);
    } else where.push(nameMatch);
  }
  if (query.country) where.push(`s.country_code = ${param(values, query.country)}`);
  if (query.verified) where.push('s.verified');
  return { with: withSql, from, where, nameMatch: withSql ? nameMatch : null, tsquery, pool };
}

const whereSql = (where: string[]) => (where.length ? `WHERE ${where.join(' AND ')}` : '');

/**
 * Supplier search (spec §2 /search/supplier): by name in every language or by what they sell, country
 * and verified filters, with each supplier's published product count. Names that start with the
 * keyword come first, then other name matches, then the suppliers with the most matching products.
 */
export async function searchSuppliers(locale: Locale, query: SearchQuery): Promise<SupplierSearchResult> {
  const values: unknown[] = [];
  const statement = await supplierStatement(query, values);
  const keyword = query.keyword ? param(values, `${escapeLike(query.keyword)}%`) : null;
  const offset = param(values, (query.page - 1) * PAGE_SIZE);
  const order = [
    keyword ? `(s.name_en ILIKE ${keyword}) DESC` : null,
    statement.nameMatch ? `(${statement.nameMatch}) DESC, x.matches DESC NULLS LAST` : null,
    's.verified DESC, s.id',
  ].filter(Boolean);
  const { rows } = await statement.pool().query<Row>(
    `${statement.with}SELECT s.id, s.slug, s.name_en, s.name_cn, s.names, s.city, s.country_code, s.verified,
        s.year_established, s.logo_url, count(*) OVER ()::int AS total
      FROM ${statement.from} ${whereSql(statement.where)}
      ORDER BY ${order.join(', ')}
      LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
    values,
  );
  const total = rows[0]?.total ?? (query.page > 1 ? await countSuppliers(query) : 0);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (rows.length === 0 && query.page > pageCount) return searchSuppliers(locale, { ...query, page: pageCount });
  const parsed = parseKeyword(query.keyword);
  const shown = await shownProducts(
    locale,
    rows.map((r) => Number(r.id)),
    statement.tsquery,
  );
  return {
    items: rows.map((r) => {
      const name = pickLocalised(locale, { en: r.name_en, cn: r.name_cn, local: r.names });
      return {
        id: Number(r.id),
        slug: r.slug,
        name,
        nameSegments: highlightSegments(name, parsed),
        city: r.city,
        countryCode: r.country_code,
        verified: r.verified,
        yearEstablished: r.year_established,
        logoUrl: r.logo_url,
        productCount: shown.get(Number(r.id))?.count ?? 0,
        products: (shown.get(Number(r.id))?.cards ?? []).map((row) => {
          const card = cardOfRow(locale, row);
          return { ...card, nameSegments: highlightSegments(card.name, parsed) };
        }),
      };
    }),
    total,
    page: Math.min(query.page, pageCount),
    pageCount,
  };
}

/** A statement's next placeholder, for this value. */
function param(values: unknown[], value: unknown): string {
  return `$${values.push(value)}`;
}

async function countSuppliers(query: SearchQuery): Promise<number> {
  const values: unknown[] = [];
  const statement = await supplierStatement(query, values);
  const { rows } = await statement
    .pool()
    .query<{ n: number }>(
      `${statement.with}SELECT count(*)::int AS n FROM ${statement.from} ${whereSql(statement.where)}`,
      values,
    );
  return rows[0]?.n ?? 0;
}

/**
 * For the suppliers on the page only (a count per matching supplier would scan them all): how many
 * products each has published, and the cards of up to SHOWN_PRODUCTS of them: those named after the
 * keyword first, then those it finds in their descriptions, newest first within each. Each supplier's
 * products are read through its index (83 at most at a million products), in one round trip for the page.
 */
async function shownProducts(
  locale: Locale,
  ids: number[],
  tsquery: string | null,
): Promise<Map<number, { count: number; cards: CardRowWithImage[] }>> {
  if (ids.length === 0) return new Map();
  const values: unknown[] = [ids, locale];
  const language = '$2';
  // a product named after the keyword before one that only mentions it in its description
  const q = tsquery ? `to_tsquery('simple', $${values.push(tsquery)})` : null;
  const hit = q
    ? `CASE WHEN search_vector @@ ${q} THEN 1 + (ts_filter(search_vector, '{a,b}') @@ ${q})::int ELSE 0 END`
    : '0';
  const { rows } = await getPool().query<{ id: string; n: number; cards: CardRowWithImage[] | null }>(
    `SELECT x.id,
        (SELECT count(*)::int FROM products c WHERE c.supplier_id = x.id AND c.status = 'published') AS n,
        (SELECT json_agg(${cardJsonSql(language)} ORDER BY o.n)
           FROM (SELECT id, row_number() OVER (ORDER BY hit DESC, published_at DESC NULLS FIRST, id DESC) AS n
             FROM (SELECT id, published_at, ${hit} AS hit FROM products
                    WHERE supplier_id = x.id AND status = 'published'
                    ORDER BY hit DESC, published_at DESC NULLS FIRST, id DESC LIMIT ${SHOWN_PRODUCTS}) t) o
           JOIN products p ON p.id = o.id ${CARD_JOINS_SQL}) AS cards
      FROM unnest($1::bigint[]) AS x(id)`,
    values,
  );
  return new Map(rows.map((r) => [Number(r.id), { count: r.n, cards: r.cards ?? [] }]));
}
