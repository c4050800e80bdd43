DROP INDEX "products_category_published_idx";--> statement-breakpoint
DROP INDEX "products_supplier_idx";--> statement-breakpoint
DROP INDEX "products_published_idx";--> statement-breakpoint
DROP INDEX "products_hot_idx";--> statement-breakpoint
CREATE INDEX "products_category_published_idx" ON "products" USING btree ("category_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "products_hot_idx" ON "products" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_hot AND status = 'published';