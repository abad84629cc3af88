CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"language" text,
	"points" integer DEFAULT 0 NOT NULL,
	"organization" text,
	"street" text,
	"city" text,
	"country" text,
	"zip_code" text,
	"latitude" double precision,
	"longitude" double precision,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "activities_starts_at_idx" ON "activities" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at");--> statement-breakpoint
-- Trigram indexes for the searches (ILIKE '%term%'); the expressions match aeds.search.ts and users.search.ts exactly.
CREATE INDEX "aeds_search_trgm" ON "aeds" USING gin ((coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("location_description", '') || ' ' || coalesce("address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("model", '') || ' ' || coalesce("serial_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_trgm" ON "users" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("display_name", '') || ' ' || "email" || ' ' || coalesce("phone", '')) gin_trgm_ops);
