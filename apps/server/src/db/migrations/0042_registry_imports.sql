-- Imports of registry files (Géo'DAE): each run with its dry run and who applied it; where each AED field came from, and an admin's "keep ours".
CREATE TABLE "registry_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"format" text NOT NULL,
	"source" text NOT NULL,
	"file_name" text,
	"started_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"blocked" text,
	"counts" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"file_content" text,
	"applied_at" timestamp with time zone,
	"applied_by" uuid
);
--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "field_sources" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "keep_ours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registry_import_runs" ADD CONSTRAINT "registry_import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registry_import_runs" ADD CONSTRAINT "registry_import_runs_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registry_import_runs_created_idx" ON "registry_import_runs" USING btree ("created_at","id");