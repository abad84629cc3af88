ALTER TABLE "users" ADD COLUMN "user_name" text;--> statement-breakpoint
UPDATE "users" SET "user_name" = "email";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "user_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "validated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gdpr_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_level" text DEFAULT 'Free' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_billing" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_level_check" CHECK ("users"."subscription_level" in ('Free', 'Premium'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_subscription_billing_check" CHECK (("users"."subscription_level" = 'Free') = ("users"."subscription_billing" is null) and ("users"."subscription_billing" is null or "users"."subscription_billing" in ('Monthly', 'Yearly')));--> statement-breakpoint
-- hand-written below: the legacy user search's sort columns in Slovenian order (db/text-search.ts)
CREATE INDEX "users_user_name_sort_idx" ON "users" USING btree ((public.sl_sort_key("user_name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "users_first_name_sort_idx" ON "users" USING btree ((public.sl_sort_key("first_name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "users_email_sort_idx" ON "users" USING btree ((public.sl_sort_key("email") COLLATE "C"));
