-- After use: the admins were told an AED was not back in service 24 and 72 hours after it went out.
CREATE TABLE "aed_escalations" (
	"aed_id" uuid NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"level" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aed_escalations_aed_id_since_level_pk" PRIMARY KEY("aed_id","since","level")
);
--> statement-breakpoint
ALTER TABLE "aed_escalations" ADD CONSTRAINT "aed_escalations_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aed_escalations_created_idx" ON "aed_escalations" USING btree ("created_at");