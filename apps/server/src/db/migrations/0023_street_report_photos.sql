ALTER TABLE "street_reports" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "street_reports" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
ALTER TABLE "street_reports" ADD COLUMN "photo_token_hash" text;--> statement-breakpoint
ALTER TABLE "street_reports" ADD COLUMN "photo_token_expires_at" timestamp with time zone;