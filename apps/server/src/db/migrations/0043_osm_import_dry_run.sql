ALTER TABLE "aed_import_runs" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "aed_import_runs" ADD COLUMN "blocked" text;--> statement-breakpoint
ALTER TABLE "aed_import_runs" ADD COLUMN "applied_by" uuid;--> statement-breakpoint
ALTER TABLE "aed_import_runs" ADD CONSTRAINT "aed_import_runs_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "aed_import_runs" SET "report" = '{"linked": 0, "kept": 0, "moved": 0}'::jsonb || "report" WHERE "report" IS NOT NULL;