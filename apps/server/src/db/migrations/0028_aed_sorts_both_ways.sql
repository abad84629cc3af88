-- The orders of the AED lists from an index, in both directions and down to the id
-- (aeds.table.ts: sortIndexes): a page never waits for a sort of the table. The public table's
-- Description order sorts by an expression (modules/aeds/aeds.search.ts: shownDescription); its
-- index of migration 0005 is replaced here.
DROP INDEX "aeds_modified_at_idx";--> statement-breakpoint
DROP INDEX "aeds_title_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_description_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_address_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_city_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_accessibility_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_model_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_serial_number_sort_idx";--> statement-breakpoint
CREATE INDEX "aeds_created_at_idx" ON "aeds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "aeds_title_sort_desc_idx" ON "aeds" USING btree ("title_sort_key" collate "C" desc nulls last,"title" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_description_sort_desc_idx" ON "aeds" USING btree ("description_sort_key" collate "C" desc nulls last,"description" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_address_sort_desc_idx" ON "aeds" USING btree ("address_sort_key" collate "C" desc nulls last,"address" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_city_sort_desc_idx" ON "aeds" USING btree ("city_sort_key" collate "C" desc nulls last,"city" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_accessibility_sort_desc_idx" ON "aeds" USING btree ("accessibility_sort_key" collate "C" desc nulls last,"accessibility" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_model_sort_desc_idx" ON "aeds" USING btree ("model_sort_key" collate "C" desc nulls last,"model" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_serial_number_sort_desc_idx" ON "aeds" USING btree ("serial_number_sort_key" collate "C" desc nulls last,"serial_number" collate "C" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "aeds_modified_at_idx" ON "aeds" USING btree ("modified_at","id");--> statement-breakpoint
CREATE INDEX "aeds_title_sort_idx" ON "aeds" USING btree ("title_sort_key" collate "C","title" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_description_sort_idx" ON "aeds" USING btree ("description_sort_key" collate "C","description" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_address_sort_idx" ON "aeds" USING btree ("address_sort_key" collate "C","address" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_city_sort_idx" ON "aeds" USING btree ("city_sort_key" collate "C","city" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_accessibility_sort_idx" ON "aeds" USING btree ("accessibility_sort_key" collate "C","accessibility" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_model_sort_idx" ON "aeds" USING btree ("model_sort_key" collate "C","model" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_serial_number_sort_idx" ON "aeds" USING btree ("serial_number_sort_key" collate "C","serial_number" collate "C","id");--> statement-breakpoint
DROP INDEX "aeds_shown_description_sort_idx";--> statement-breakpoint
CREATE INDEX "aeds_shown_description_sort_idx" ON "aeds" USING btree ((public.sl_sort_key(coalesce(nullif("title", ''), nullif("description", ''), "location_description")) COLLATE "C"), (coalesce(nullif("title", ''), nullif("description", ''), "location_description") COLLATE "C"), "id");--> statement-breakpoint
CREATE INDEX "aeds_shown_description_sort_desc_idx" ON "aeds" USING btree ((public.sl_sort_key(coalesce(nullif("title", ''), nullif("description", ''), "location_description")) COLLATE "C") DESC NULLS LAST, (coalesce(nullif("title", ''), nullif("description", ''), "location_description") COLLATE "C") DESC, "id" DESC);
