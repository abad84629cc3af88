CREATE TABLE "runner_links" (
	"code" text PRIMARY KEY NOT NULL,
	"aed_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"client_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "runner_links" ADD CONSTRAINT "runner_links_aed_id_aeds_id_fk" FOREIGN KEY ("aed_id") REFERENCES "public"."aeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runner_links_client_created_idx" ON "runner_links" USING btree ("client_hash","created_at");--> statement-breakpoint
CREATE INDEX "runner_links_expires_idx" ON "runner_links" USING btree ("expires_at");