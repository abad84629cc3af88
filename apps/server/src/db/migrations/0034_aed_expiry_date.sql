-- The day an AED stops being ready as a stored column instead of an expression: the expiry list's
-- index (migration 0031) then holds every column of its order, and a deep page skips its offset
-- in the index alone, where the expression made it read every AED it skipped.
DROP INDEX "aeds_expiry_idx";--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "expiry_date" date GENERATED ALWAYS AS (least("electrode_expiry", "child_electrode_expiry", "battery_expiry")) STORED;--> statement-breakpoint
CREATE INDEX "aeds_expiry_idx" ON "aeds" USING btree ("expiry_date","description_sort_key" collate "C","description" collate "C","id");