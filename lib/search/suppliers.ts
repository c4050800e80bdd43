import 'server-only';
import type { SupplierCard } from '@/lib/catalogue/home';
import { pickLocalised } from '@/lib/catalogue/localise';
import { getPool } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { highlightSegments, type Segment } from './highlight';
import { escapeLike, parseKeyword } from './keyword';
import { PAGE_SIZE, type SearchQuery } from './params';

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

/** WHERE clauses: every word in a name of any language, plus country and verified. */
function supplierWhere(query: SearchQuery, values: unknown[]): { where: string[] } {
  const { words, runs } = parseKeyword(query.keyword);
  const where: string[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  for (const term of [...words, ...runs]) {
    const pattern = param(`%${escapeLike(term)}%`);
    where.push(`(s.name_en ILIKE ${pattern} OR s.name_cn LIKE ${pattern}
      OR EXISTS (SELECT 1 FROM jsonb_each_text(s.names) n WHERE n.value ILIKE ${pattern}))`);
  }
  if (query.keyword && words.length + runs.length === 0) where.push('false'); // punctuation only: nothing
  if (query.country) where.push(`s.country_code = ${param(query.country)}`);
  if (query.verified) where.push('s.verified');
  return { where };
}

/**
 * Supplier search (spec §2 /search/supplier): names in every language, country and verified filters,
 * with each supplier's published product count. Twenty thousand suppliers are few enough to scan.
 */
export async function searchSuppliers(locale: Locale, query: SearchQuery): Promise<SupplierSearchResult> {
  const values: unknown[] = [];
  const { where } = supplierWhere(query, values);
  const keyword = query.keyword ? param(values, `${escapeLike(query.keyword)}%`) : null;
  const offset = param(values, (query.page - 1) * PAGE_SIZE);
  const { rows } = await getPool().query<Row>(
    `SELECT s.id, s.slug, s.name_en, s.name_cn, s.names, s.city, s.country_code, s.verified, s.year_established,
        s.logo_url, count(*) OVER ()::int AS total
      FROM suppliers s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY ${keyword ? `(s.name_en ILIKE ${keyword}) DESC,` : ''} s.verified DESC, s.id
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
  const { where } = supplierWhere(query, values);
  const { rows } = await getPool().query<{ n: number }>(
    `SELECT count(*)::int AS n FROM suppliers s ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
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
