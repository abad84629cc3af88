-- The functioning state of an AED (Géo'DAE's five) and when someone last confirmed it is there and
-- ready. AEDs a street report took out of service get the matching state; an AED an admin gave a
-- last check date counts as confirmed by an administrator at noon (UTC) of that day.
ALTER TABLE "aeds" ADD COLUMN "state" text DEFAULT 'inService' NOT NULL;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "last_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "last_confirmed_by" text;--> statement-breakpoint
CREATE INDEX "aeds_last_confirmed_idx" ON "aeds" USING btree ("last_confirmed_at" NULLS FIRST,"id");--> statement-breakpoint
ALTER TABLE "aeds" ADD CONSTRAINT "aeds_state_check" CHECK ("state" in ('inService', 'outOfService', 'temporarilyAbsent', 'removed', 'unknown'));--> statement-breakpoint
UPDATE "aeds" SET "state" = CASE WHEN "out_of_service" = 'missing' THEN 'temporarilyAbsent' ELSE 'outOfService' END WHERE "out_of_service" IS NOT NULL;--> statement-breakpoint
UPDATE "aeds" SET "last_confirmed_at" = ("last_check"::timestamp + interval '12 hours') AT TIME ZONE 'UTC', "last_confirmed_by" = 'admin' WHERE "last_check" IS NOT NULL;