-- Where in the building an AED is and how its cabinet opens, for the person sent to fetch it:
-- plain text the detail page shows. Neither is searched or sorted by, so no keys or indexes.
ALTER TABLE "aeds" ADD COLUMN "floor" text;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "cabinet_notes" text;