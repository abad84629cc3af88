-- The Slovenian sort key (public.sl_sort_key, migration 0005) of every text column the AED lists
-- sort by is stored with the row: sorting a search's matches no longer computes a key for each of
-- them. One ALTER TABLE, so the table is rewritten once.
ALTER TABLE "aeds"
  ADD COLUMN "title_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("title")) STORED,
  ADD COLUMN "description_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("description")) STORED,
  ADD COLUMN "address_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("address")) STORED,
  ADD COLUMN "city_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("city")) STORED,
  ADD COLUMN "accessibility_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("accessibility")) STORED,
  ADD COLUMN "model_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("model")) STORED,
  ADD COLUMN "serial_number_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key("serial_number")) STORED;--> statement-breakpoint
-- The expression indexes of migration 0005 give way to indexes on the stored keys.
DROP INDEX IF EXISTS "aeds_description_sort_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "aeds_city_sort_idx";--> statement-breakpoint
CREATE INDEX "aeds_title_sort_idx" ON "aeds" USING btree ("title_sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "aeds_description_sort_idx" ON "aeds" USING btree ("description_sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "aeds_address_sort_idx" ON "aeds" USING btree ("address_sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "aeds_city_sort_idx" ON "aeds" USING btree ("city_sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "aeds_accessibility_sort_idx" ON "aeds" USING btree ("accessibility_sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "aeds_model_sort_idx" ON "aeds" USING btree ("model_sort_key" collate "C");--> statement-breakpoint
CREATE INDEX "aeds_serial_number_sort_idx" ON "aeds" USING btree ("serial_number_sort_key" collate "C");
