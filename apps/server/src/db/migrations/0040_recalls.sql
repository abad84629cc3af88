-- Recalls: a lot of pads or batteries, and the notice to each AED's guardians with who read it and who replaced the part.
CREATE TABLE "recall_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recall_id" uuid NOT NULL,
	"aed_id" uuid NOT NULL,
	"parts" jsonb NOT NULL,
	"email" text,
	"acknowledged_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recalls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot" text NOT NULL,
	"message" text NOT NULL,
	"created_by_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_recall_id_recalls_id_fk" FOREIGN KEY ("recall_id") REFERENCES "public"."recalls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_notices" ADD CONSTRAINT "recall_notices_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_notices_once_idx" ON "recall_notices" USING btree ("recall_id","aed_id",coalesce("email", ''));--> statement-breakpoint
CREATE INDEX "recall_notices_email_idx" ON "recall_notices" USING btree ("email") WHERE "recall_notices"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "recalls_created_idx" ON "recalls" USING btree ("created_at" DESC NULLS LAST,"id");