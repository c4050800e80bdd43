CREATE TABLE "category_counts" (
	"category_id" bigint PRIMARY KEY NOT NULL,
	"published_products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_counts" ADD CONSTRAINT "category_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Published products per category (lib/db/schema/catalogue.ts categoryCounts), kept as catalogue_counts
-- is (migration 0005): one grouped upsert over each statement's changed rows, in category order so that
-- two writers take the rows' locks in the same order. A product moved to another category counts in
-- both: -1 where it was, +1 where it is.
CREATE FUNCTION category_counts_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM category_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO category_counts AS c (category_id, published_products)
      SELECT category_id, count(*) FROM new_rows WHERE status = 'published' GROUP BY category_id ORDER BY category_id
      ON CONFLICT (category_id) DO UPDATE SET published_products = c.published_products + excluded.published_products;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE category_counts c SET published_products = c.published_products - d.n
      FROM (SELECT category_id, count(*) AS n FROM old_rows WHERE status = 'published' GROUP BY category_id) d
      WHERE c.category_id = d.category_id;
  ELSE
    INSERT INTO category_counts AS c (category_id, published_products)
      SELECT category_id, sum(n) FROM (
        SELECT category_id, 1 AS n FROM new_rows WHERE status = 'published'
        UNION ALL SELECT category_id, -1 FROM old_rows WHERE status = 'published') d
      GROUP BY category_id HAVING sum(n) <> 0 ORDER BY category_id
      ON CONFLICT (category_id) DO UPDATE SET published_products = c.published_products + excluded.published_products;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_category_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_products();--> statement-breakpoint
CREATE TRIGGER products_category_count_update AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_products();--> statement-breakpoint
CREATE TRIGGER products_category_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_products();--> statement-breakpoint
CREATE TRIGGER products_category_count_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION category_counts_products();--> statement-breakpoint
INSERT INTO category_counts (category_id, published_products)
  SELECT category_id, count(*) FROM products WHERE status = 'published' GROUP BY category_id;
