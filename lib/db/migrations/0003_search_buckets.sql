CREATE INDEX "products_search_b0_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 0;--> statement-breakpoint
CREATE INDEX "products_search_b1_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 1;--> statement-breakpoint
CREATE INDEX "products_search_b2_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 2;--> statement-breakpoint
CREATE INDEX "products_search_b3_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 3;--> statement-breakpoint
CREATE INDEX "products_search_b4_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 4;--> statement-breakpoint
CREATE INDEX "products_search_b5_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 5;--> statement-breakpoint
CREATE INDEX "products_search_b6_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 6;--> statement-breakpoint
CREATE INDEX "products_search_b7_idx" ON "products" USING gin ("search_vector") WHERE status = 'published' AND id % 8 = 7;