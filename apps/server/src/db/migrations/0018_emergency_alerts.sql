CREATE TABLE "emergency_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"accuracy" double precision,
	"message" text,
	"contacts" integer NOT NULL,
	"mails_queued" integer NOT NULL,
	"pushes_queued" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emergency_alerts" ADD CONSTRAINT "emergency_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emergency_alerts_user_created_idx" ON "emergency_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "emergency_alerts_created_idx" ON "emergency_alerts" USING btree ("created_at","id");