CREATE TABLE "street_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aed_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"client_hash" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"resolved_by_email" text,
	"resolution" text
);
--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "out_of_service" text;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "out_of_service_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "street_reports" ADD CONSTRAINT "street_reports_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "street_reports" ADD CONSTRAINT "street_reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "street_reports_status_created_idx" ON "street_reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "street_reports_aed_created_idx" ON "street_reports" USING btree ("aed_id","created_at");--> statement-breakpoint
CREATE INDEX "street_reports_client_created_idx" ON "street_reports" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "street_reports_one_open_idx" ON "street_reports" USING btree ("aed_id","client_hash","kind") WHERE "street_reports"."status" = 'open';