import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { RFQ_LIMITS } from './rules';

/**
 * Sends an RFQ to suppliers of its category (rfq_matches), at most RFQ_LIMITS.matchLimit in all. A
 * supplier of a category is one with a published product in it or in one of its subcategories. Those
 * that can answer come first: suppliers with a supplier account, then verified ones, then the most
 * products in the category, the best rated, the oldest id; an exhibition's RFQ (/exhibition-rfq) puts that
 * exhibition's exhibitors first. Suppliers already matched stay matched
 * (an edit that changes the category adds the new category's suppliers up to the same bound).
 * Runs in the caller's transaction; answers how many suppliers the RFQ is matched to now.
 */
export async function matchSuppliers(rfqId: number, categoryId: number, exhibitionId?: number | null): Promise<number> {
  const db = getDb();
  await db.execute(sql`
    INSERT INTO rfq_matches (rfq_id, supplier_id)
    SELECT ${rfqId}, s.id
    FROM suppliers s
    JOIN (
      SELECT p.supplier_id, count(*) AS products
      FROM products p JOIN categories c ON c.id = p.category_id
      WHERE p.status = 'published' AND (c.id = ${categoryId} OR c.parent_id = ${categoryId})
      GROUP BY p.supplier_id
    ) m ON m.supplier_id = s.id
    WHERE NOT EXISTS (SELECT 1 FROM rfq_matches x WHERE x.rfq_id = ${rfqId} AND x.supplier_id = s.id)
    ORDER BY
      EXISTS (SELECT 1 FROM exhibitors e WHERE e.supplier_id = s.id AND e.exhibition_id = ${exhibitionId ?? null}) DESC,
      EXISTS (SELECT 1 FROM accounts a WHERE a.supplier_id = s.id AND a.member_type = 3 AND a.disabled_at IS NULL) DESC,
      s.verified DESC, m.products DESC, s.rating DESC NULLS LAST, s.id
    LIMIT GREATEST(0, ${RFQ_LIMITS.matchLimit} - (SELECT count(*) FROM rfq_matches WHERE rfq_id = ${rfqId}))
    ON CONFLICT DO NOTHING`);
  const { rows } = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM rfq_matches WHERE rfq_id = ${rfqId}`);
  return Number(rows[0]?.n ?? 0);
}
