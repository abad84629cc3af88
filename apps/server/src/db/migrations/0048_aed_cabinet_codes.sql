-- A locked cabinet and its code, for the dispatch role to reveal one AED at a time (docs/integrations.md,
-- "Cabinet codes"). The code is stored only sealed with AES-256-GCM by the server, never plain, with
-- the id of the key that sealed it (both or neither), so keys can rotate. It is not added to
-- public.aed_public_fields: the change feed never carries it. A reveal marks the AED possibly in
-- use until an hour later.
ALTER TABLE "aeds" ADD COLUMN "locked_cabinet" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "cabinet_code_sealed" text;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "cabinet_code_key_id" text;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "possibly_in_use_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aeds" ADD CONSTRAINT "aeds_cabinet_code_key_check" CHECK (("aeds"."cabinet_code_sealed" is null) = ("aeds"."cabinet_code_key_id" is null));