CREATE TABLE "aed_maintainers" (
	"aed_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aed_maintainers_aed_id_email_pk" PRIMARY KEY("aed_id","email")
);
--> statement-breakpoint
CREATE TABLE "expiry_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"aed_id" uuid NOT NULL,
	"email" text NOT NULL,
	"part" text NOT NULL,
	"expiry_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_digests" (
	"email" text NOT NULL,
	"day" date NOT NULL,
	"reminders" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_digests_email_day_pk" PRIMARY KEY("email","day")
);
--> statement-breakpoint
CREATE TABLE "reminder_unsubscribes" (
	"email" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "aed_maintainers" ADD CONSTRAINT "aed_maintainers_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expiry_reminders" ADD CONSTRAINT "expiry_reminders_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "expiry_reminders_once_idx" ON "expiry_reminders" USING btree ("aed_id","email","part","expiry_date","days_before");--> statement-breakpoint
CREATE INDEX "expiry_reminders_aed_idx" ON "expiry_reminders" USING btree ("aed_id","sent_at");