CREATE TABLE "trash_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"entity_id" text NOT NULL,
	"title" text NOT NULL,
	"parts" jsonb NOT NULL,
	"deleted_by_id" uuid,
	"deleted_by_email" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trash_entries" ADD CONSTRAINT "trash_entries_deleted_by_id_users_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trash_entries_deleted_at_idx" ON "trash_entries" USING btree ("deleted_at" desc,"id");--> statement-breakpoint
CREATE INDEX "trash_entries_kind_idx" ON "trash_entries" USING btree ("kind","deleted_at" desc);