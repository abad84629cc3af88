CREATE TABLE "aed_import_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aed_id" uuid NOT NULL,
	"field" text NOT NULL,
	"osm_value" jsonb,
	"registry_value" jsonb,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"import_run_id" uuid,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution" text
);
--> statement-breakpoint
CREATE TABLE "aed_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_by" uuid,
	"file_name" text,
	"mode" text DEFAULT 'full' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"report" jsonb,
	"error" text,
	"file_content" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "edited_fields" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "osm_missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aed_import_conflicts" ADD CONSTRAINT "aed_import_conflicts_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aed_import_conflicts" ADD CONSTRAINT "aed_import_conflicts_import_run_id_aed_import_runs_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."aed_import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aed_import_conflicts" ADD CONSTRAINT "aed_import_conflicts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aed_import_runs" ADD CONSTRAINT "aed_import_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aed_import_conflicts_open_idx" ON "aed_import_conflicts" USING btree ("aed_id","field") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE INDEX "aed_import_conflicts_seen_idx" ON "aed_import_conflicts" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "aed_import_runs_created_idx" ON "aed_import_runs" USING btree ("created_at");