-- The public table's Description order (the title, else the description, else the location text)
-- from stored columns instead of an expression (modules/aeds/aed-searchable.ts:
-- SHOWN_DESCRIPTION_SQL): an index on plain columns answers a page by itself, where the expression
-- indexes of migration 0028 made a deep page read every AED it skipped.
DROP INDEX "aeds_shown_description_sort_idx";--> statement-breakpoint
DROP INDEX "aeds_shown_description_sort_desc_idx";--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "shown_description" text GENERATED ALWAYS AS (coalesce(nullif("title", ''), nullif("description", ''), "location_description")) STORED;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "shown_description_sort_key" text GENERATED ALWAYS AS (public.sl_sort_key(coalesce(nullif("title", ''), nullif("description", ''), "location_description"))) STORED;--> statement-breakpoint
CREATE INDEX "aeds_shown_description_sort_idx" ON "aeds" USING btree ("shown_description_sort_key" collate "C","shown_description" collate "C","id");--> statement-breakpoint
CREATE INDEX "aeds_shown_description_sort_desc_idx" ON "aeds" USING btree ("shown_description_sort_key" collate "C" desc nulls last,"shown_description" collate "C" desc,"id" desc);