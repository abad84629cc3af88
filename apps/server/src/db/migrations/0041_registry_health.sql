-- Registry health: since when an AED a check brought back was out (the time to ready), and the daily figures.
CREATE TABLE "registry_health_days" (
	"day" date PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aed_checks" ADD COLUMN "out_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "aed_checks_restored_idx" ON "aed_checks" USING btree ("created_at") WHERE "aed_checks"."restored_service";