CREATE TABLE "catalogue_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"published_products" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_counts_one_row" CHECK ("catalogue_counts"."id")
);
--> statement-breakpoint
-- The published products of the home page's hero figures (lib/db/schema/catalogue.ts catalogueCounts),
-- kept by statement triggers: one count over each statement's changed rows, whatever its size (the seed
-- inserts thousands of rows a statement). An upsert, so that a TRUNCATE of every table (the seed's) that
-- empties this one too leaves a right count behind.
CREATE FUNCTION catalogue_counts_products() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO catalogue_counts (id, published_products) VALUES (true, 0)
      ON CONFLICT (id) DO UPDATE SET published_products = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows WHERE status = 'published';
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows WHERE status = 'published';
  END IF;
  IF delta <> 0 THEN
    INSERT INTO catalogue_counts AS c (id, published_products) VALUES (true, delta)
      ON CONFLICT (id) DO UPDATE SET published_products = c.published_products + delta;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_products();--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_products();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_products();--> statement-breakpoint
CREATE TRIGGER products_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_products();--> statement-breakpoint
INSERT INTO catalogue_counts (id, published_products)
  SELECT true, count(*) FROM products WHERE status = 'published';
