ALTER TABLE "audit_log" ADD COLUMN "parent_id" text;--> statement-breakpoint
CREATE INDEX "audit_log_type_created_idx" ON "audit_log" USING btree ("entity_type","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_parent_created_idx" ON "audit_log" USING btree ("parent_id","created_at");--> statement-breakpoint
UPDATE "audit_log" SET "parent_id" = coalesce("after"->>'aedId', "before"->>'aedId') WHERE "entity_type" = 'aed-picture';--> statement-breakpoint
UPDATE "audit_log" SET "parent_id" = coalesce("after"->>'userId', "before"->>'userId') WHERE "entity_type" = 'ice-contact';
