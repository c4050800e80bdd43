-- The supplier's country and verification in each product's row (lib/db/schema/catalogue.ts
-- supplierCountryCode, supplierVerified), for the search's filters and facets: a keyword's candidates
-- were each looked up in suppliers, once to filter and once more to count, most of a common word's work
-- at a million products (bench/README.md "The supplier's facets in the product's row").
ALTER TABLE "products" ADD COLUMN "supplier_country_code" char(2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "supplier_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A product written with a supplier (an insert, or a move to another supplier) takes the supplier's values.
-- A supplier that does not exist leaves the row to its foreign key, which refuses it.
CREATE FUNCTION products_supplier_facets() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  country char(2);
  is_verified boolean;
BEGIN
  SELECT s.country_code, s.verified INTO country, is_verified FROM suppliers s WHERE s.id = NEW.supplier_id;
  IF FOUND THEN
    NEW.supplier_country_code := country;
    NEW.supplier_verified := is_verified;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_supplier_facets BEFORE INSERT OR UPDATE OF supplier_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_supplier_facets();--> statement-breakpoint
-- A supplier whose country or verification changes rewrites its products' copies. A product inserted in
-- the same instant by another transaction, which read the supplier before this change committed, keeps
-- the old values until its supplier changes again: the window is one transaction's length, and closing
-- it would take a lock on the supplier at every product write.
CREATE FUNCTION suppliers_product_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET supplier_country_code = NEW.country_code, supplier_verified = NEW.verified
   WHERE supplier_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER suppliers_product_facets AFTER UPDATE OF country_code, verified ON suppliers
  FOR EACH ROW WHEN (OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.verified IS DISTINCT FROM NEW.verified)
  EXECUTE FUNCTION suppliers_product_facets();--> statement-breakpoint
-- The products there are: the other triggers on products are off meanwhile, as the rows' words, status,
-- category and supplier stay as they are (their statement triggers would each read a transition table of
-- every product).
ALTER TABLE products DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE products p SET supplier_country_code = s.country_code, supplier_verified = s.verified
  FROM suppliers s WHERE s.id = p.supplier_id;--> statement-breakpoint
ALTER TABLE products ENABLE TRIGGER USER;
