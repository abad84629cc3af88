-- Guardians (the people who keep an AED), checks (someone at the AED says it is there and ready),
-- the short code of each AED's check page (/c/CODE on its QR label, random for existing AEDs too) and
-- the lot numbers of its parts, for recalls.
CREATE TABLE "aed_guardians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aed_id" uuid NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by_email" text
);
--> statement-breakpoint
CREATE TABLE "aed_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aed_id" uuid NOT NULL,
	"by" text NOT NULL,
	"user_id" uuid,
	"email" text,
	"client_hash" text,
	"changes" jsonb NOT NULL,
	"restored_service" boolean DEFAULT false NOT NULL,
	"note" text,
	"photo_key" text,
	"photo_content_type" text,
	"photo_token_hash" text,
	"photo_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "check_code" text DEFAULT substr(md5(gen_random_uuid()::text), 1, 16) NOT NULL;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "electrode_lot" text;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "child_electrode_lot" text;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "battery_lot" text;--> statement-breakpoint
ALTER TABLE "aed_guardians" ADD CONSTRAINT "aed_guardians_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aed_checks" ADD CONSTRAINT "aed_checks_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aed_checks" ADD CONSTRAINT "aed_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aed_guardians_aed_email_idx" ON "aed_guardians" USING btree ("aed_id","email");--> statement-breakpoint
CREATE INDEX "aed_guardians_email_idx" ON "aed_guardians" USING btree ("email","status");--> statement-breakpoint
CREATE INDEX "aed_guardians_requested_idx" ON "aed_guardians" USING btree ("created_at","id") WHERE "aed_guardians"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "aed_checks_aed_created_idx" ON "aed_checks" USING btree ("aed_id","created_at");--> statement-breakpoint
CREATE INDEX "aed_checks_client_created_idx" ON "aed_checks" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aeds_check_code_idx" ON "aeds" USING btree ("check_code");--> statement-breakpoint
CREATE INDEX "aeds_electrode_lot_idx" ON "aeds" USING btree (lower("electrode_lot")) WHERE "aeds"."electrode_lot" is not null;--> statement-breakpoint
CREATE INDEX "aeds_child_electrode_lot_idx" ON "aeds" USING btree (lower("child_electrode_lot")) WHERE "aeds"."child_electrode_lot" is not null;--> statement-breakpoint
CREATE INDEX "aeds_battery_lot_idx" ON "aeds" USING btree (lower("battery_lot")) WHERE "aeds"."battery_lot" is not null;