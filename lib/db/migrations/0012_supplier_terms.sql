CREATE TABLE "supplier_terms" (
	"supplier_id" bigint PRIMARY KEY NOT NULL,
	"terms" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_terms" ADD CONSTRAINT "supplier_terms_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_terms_idx" ON "supplier_terms" USING gin ("terms");--> statement-breakpoint
-- The words of each supplier's published products (lib/db/schema/catalogue.ts supplierTerms), rebuilt for
-- the suppliers a statement's changed rows touch: their published products' lexemes, once each. The
-- suppliers' rows are locked first, in id order, so two writers of one supplier's products rebuild one
-- after the other and the second reads the first's products (READ COMMITTED: each statement here takes
-- a new snapshot); NO KEY UPDATE does not wait for the key-share locks of the products' foreign keys.
CREATE FUNCTION refresh_supplier_terms(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM suppliers WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO supplier_terms AS t (supplier_id, terms)
    SELECT p.supplier_id, array_to_tsvector(array_agg(DISTINCT w.lexeme))
      FROM products p CROSS JOIN LATERAL unnest(tsvector_to_array(p.search_vector)) AS w(lexeme)
     WHERE p.supplier_id = ANY(ids) AND p.status = 'published'
     GROUP BY p.supplier_id ORDER BY p.supplier_id
    ON CONFLICT (supplier_id) DO UPDATE SET terms = excluded.terms;
  DELETE FROM supplier_terms t WHERE t.supplier_id = ANY(ids) AND NOT EXISTS (
    SELECT 1 FROM products p WHERE p.supplier_id = t.supplier_id AND p.status = 'published');
END
$$;--> statement-breakpoint
-- Only rows whose words, status or supplier changed count: an update of a price or a view count leaves
-- the vectors as they are. The seed turns the insert trigger off while it inserts products and builds
-- every row once after them (lib/seed/run.ts).
CREATE FUNCTION supplier_terms_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM supplier_terms;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM refresh_supplier_terms(ARRAY(
      SELECT DISTINCT supplier_id FROM new_rows WHERE status = 'published'));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_supplier_terms(ARRAY(
      SELECT DISTINCT supplier_id FROM old_rows WHERE status = 'published'));
  ELSE
    PERFORM refresh_supplier_terms(ARRAY(
      SELECT n.supplier_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.status IS DISTINCT FROM o.status OR n.supplier_id IS DISTINCT FROM o.supplier_id
          OR n.search_vector IS DISTINCT FROM o.search_vector
      UNION
      SELECT o.supplier_id FROM new_rows n JOIN old_rows o ON o.id = n.id
       WHERE n.status IS DISTINCT FROM o.status OR n.supplier_id IS DISTINCT FROM o.supplier_id
          OR n.search_vector IS DISTINCT FROM o.search_vector));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_supplier_terms_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_terms_products();--> statement-breakpoint
CREATE TRIGGER products_supplier_terms_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_terms_products();--> statement-breakpoint
CREATE TRIGGER products_supplier_terms_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_terms_products();--> statement-breakpoint
CREATE TRIGGER products_supplier_terms_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION supplier_terms_products();--> statement-breakpoint
SELECT refresh_supplier_terms(ARRAY(SELECT DISTINCT supplier_id FROM products WHERE status = 'published'));
--> statement-breakpoint
-- The suppliers whose products hold a query's words, always through the GIN index. The planner counts the
-- table's heap only (the vectors, about 10 kB each at a million products, are in TOAST), so it judged a
-- scan of every vector cheaper than the index: 124-180 ms at a million products against 1-4 ms through
-- the index, whose matches need no recheck of the vectors (no weights, no phrases).
CREATE FUNCTION supplier_terms_matching(query tsquery) RETURNS SETOF bigint LANGUAGE sql STABLE
  SET enable_seqscan = off
  AS $$ SELECT supplier_id FROM supplier_terms WHERE terms @@ query $$;--> statement-breakpoint
ANALYZE supplier_terms;
