-- Search by model code (lib/db/schema/catalogue.ts searchVector). A hyphen before a digit is read as a
-- space: the parser took "-8595" in "RY-8595" and "-100", "-2" in "A4-100-2B" for negative numbers, words
-- a buyer's "8595" or "2B" never matched, so searching a product's model code found nothing. And the
-- name's codes are added joined ("RY8595"), as buyers type them. PostgreSQL 15 cannot change a generated
-- column's expression, so the column is made again: the table is rewritten once, and the search indexes,
-- which went with the old column, are built again.
--
-- The English name's model codes with their hyphens taken out, space-separated ("USB-C Hub A4-100-2B" ->
-- "USBC A41002B"): runs of capitals and digits joined by hyphens, as lib/catalogue/model-codes.ts finds
-- them for the page.
CREATE FUNCTION model_codes_joined(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN array_to_string(ARRAY(
  SELECT replace(m[1], '-', '')
    FROM regexp_matches(name, '(?<![[:alnum:]])[A-Z0-9]+(?:-[A-Z0-9]+)+(?![[:alnum:]])', 'g') AS m), ' ');
--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', regexp_replace(coalesce(name_en, '') || ' ' || coalesce(name_cn, ''), '-([0-9])', ' \1', 'g') || ' ' || model_codes_joined(coalesce(name_en, ''))), 'A') || setweight(jsonb_to_tsvector('simple'::regconfig, regexp_replace(names::text, '-([0-9])', ' \1', 'g')::jsonb, '["string"]'::jsonb), 'B') || setweight(to_tsvector('simple', regexp_replace(left(coalesce(description_en, ''), 2000), '-([0-9])', ' \1', 'g')), 'C')) STORED,
  -- in the same statement, so the rewrite writes the vectors with MAIN storage, in the row (migration
  -- 0011); set after it, they went out of line and a ranked search at a million products took 2-3 times
  -- as long
  ALTER COLUMN "search_vector" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_search_b0_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 0;--> statement-breakpoint
CREATE INDEX "products_search_b1_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 1;--> statement-breakpoint
CREATE INDEX "products_search_b2_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 2;--> statement-breakpoint
CREATE INDEX "products_search_b3_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 3;--> statement-breakpoint
CREATE INDEX "products_search_b4_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 4;--> statement-breakpoint
CREATE INDEX "products_search_b5_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 5;--> statement-breakpoint
CREATE INDEX "products_search_b6_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 6;--> statement-breakpoint
CREATE INDEX "products_search_b7_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 7;--> statement-breakpoint
-- The words that came from the vectors: each supplier's (migration 0012) and the vocabulary (lib/seed/run.ts),
-- which leaves the joined codes out: they are found as typed, and would fill the showroom's keyword index.
SELECT refresh_supplier_terms(ARRAY(SELECT DISTINCT supplier_id FROM products WHERE status = 'published'));--> statement-breakpoint
DELETE FROM search_terms;--> statement-breakpoint
INSERT INTO search_terms (term, document_count)
  SELECT word, ndoc FROM ts_stat('SELECT ts_delete(search_vector,
      regexp_split_to_array(lower(model_codes_joined(name_en)), '' ''))
    FROM products WHERE status = ''published''')
  WHERE length(word) BETWEEN 2 AND 60;--> statement-breakpoint
ANALYZE products;--> statement-breakpoint
ANALYZE supplier_terms;--> statement-breakpoint
ANALYZE search_terms;
