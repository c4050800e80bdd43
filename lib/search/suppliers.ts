import 'server-only';
import type { SupplierCard } from '@/lib/catalogue/home';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getPool } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { highlightSegments, type Segment } from './highlight';
import { escapeLike, parseKeyword } from './keyword';
import { CANDIDATE_CAP, PAGE_SIZE, type SearchQuery } from './params';
import { productTsQuery } from './products';

export type SupplierHit = SupplierCard & { nameSegments: Segment[]; productCount: number };
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
 * products, 2,000 take 30-40), so for a word in more products than that the makers of the first matches
 * come first, most matches first, and the others after them.
 */
const SELLER_MATCHES = CANDIDATE_CAP;

type Statement = { with: string; from: string; where: string[]; nameMatch: string | null };

/**
 * The suppliers a keyword finds: every word in a name of any language, or in the published products
 * they sell ("steel" finds the makers of steel products whatever their names; the words of a keyword of
 * several may come from different products of one supplier, as a supplier's profile would hold them),
 * plus country and verified.
 */
async function supplierStatement(query: SearchQuery, values: unknown[]): Promise<Statement> {
  const { words, runs } = parseKeyword(query.keyword);
  const names: string[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  for (const term of [...words, ...runs]) {
    const pattern = param(`%${escapeLike(term)}%`);
    names.push(`(s.name_en ILIKE ${pattern} OR s.name_cn LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM jsonb_each_text(s.names) n WHERE n.value ILIKE ${pattern}))`);
  }
  const where: string[] = [];
  let withSql = '';
  let from = 'suppliers s';
  const nameMatch = names.length ? names.join(' AND ') : null;
  if (query.keyword && names.length === 0)
    where.push('false'); // punctuation only: nothing
  else if (nameMatch) {
    const tsquery = await productTsQuery(query.keyword);
    if (tsquery) {
      const q = param(tsquery);
      withSql = `WITH sellers AS MATERIALIZED (SELECT supplier_id, count(*)::int AS matches FROM (
          SELECT supplier_id FROM products
           WHERE status = 'published' AND search_vector @@ to_tsquery('simple', ${q})
           LIMIT ${SELLER_MATCHES}) m GROUP BY supplier_id) `;
      from = 'suppliers s LEFT JOIN sellers x ON x.supplier_id = s.id';
      where.push(`(s.id IN (SELECT supplier_terms_matching(to_tsquery('simple', ${q})))
        OR ${nameMatch})`);
    } else where.push(nameMatch);
  }
  if (query.country) where.push(`s.country_code = ${param(query.country)}`);
  if (query.verified) where.push('s.verified');
  return { with: withSql, from, where, nameMatch: withSql ? nameMatch : null };
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
  const { rows } = await getPool().query<Row>(
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
  const counts = await productCounts(rows.map((r) => Number(r.id)));
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
        productCount: counts.get(Number(r.id)) ?? 0,
      };
    }),
    total,
    page: Math.min(query.page, pageCount),
    pageCount,
  };
}

function param(values: unknown[], value: unknown): string {
  return `$${values.push(value)}`;
}

async function countSuppliers(query: SearchQuery): Promise<number> {
  const values: unknown[] = [];
  const statement = await supplierStatement(query, values);
  const { rows } = await getPool().query<{ n: number }>(
    `${statement.with}SELECT count(*)::int AS n FROM ${statement.from} ${whereSql(statement.where)}`,
    values,
  );
  return rows[0]?.n ?? 0;
}

/** Published products of the suppliers on the page only (a count per matching supplier would scan them all). */
async function productCounts(ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { rows } = await getPool().query<{ id: string; n: number }>(
    `SELECT supplier_id AS id, count(*)::int AS n FROM products
      WHERE supplier_id = ANY($1::bigint[]) AND status = 'published' GROUP BY supplier_id`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.n]));
}
