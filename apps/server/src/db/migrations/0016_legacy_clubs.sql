CREATE TABLE "clubs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"club_type_id" uuid NOT NULL,
	"club_category_type_id" uuid NOT NULL,
	"club_status_id" smallint DEFAULT 3 NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"accept_public_members" boolean DEFAULT false NOT NULL,
	"activation_code" text NOT NULL,
	"wallet_address" text NOT NULL,
	"points_available" integer DEFAULT 0 NOT NULL,
	"points_collected" integer DEFAULT 0 NOT NULL,
	"points_distributed" integer DEFAULT 0 NOT NULL,
	"creator_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_status_check" CHECK ("clubs"."club_status_id" in (1, 2, 3, 4)),
	CONSTRAINT "clubs_points_check" CHECK ("clubs"."points_available" >= 0 and "clubs"."points_collected" >= 0 and "clubs"."points_distributed" >= 0)
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_club_type_id_club_types_id_fk" FOREIGN KEY ("club_type_id") REFERENCES "public"."club_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_club_category_type_id_club_category_types_id_fk" FOREIGN KEY ("club_category_type_id") REFERENCES "public"."club_category_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_activation_code_key" ON "clubs" USING btree (upper("activation_code"));--> statement-breakpoint
CREATE INDEX "clubs_created_at_idx" ON "clubs" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_status_created_at_idx" ON "clubs" USING btree ("club_status_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clubs_club_type_idx" ON "clubs" USING btree ("club_type_id");--> statement-breakpoint
CREATE INDEX "clubs_club_category_type_idx" ON "clubs" USING btree ("club_category_type_id");--> statement-breakpoint
CREATE INDEX "clubs_creator_user_idx" ON "clubs" USING btree ("creator_user_id");--> statement-breakpoint
-- hand-written below
-- Search by name (src/db/text-search.ts): a trigram index on exactly the expression the repository builds.
CREATE INDEX "clubs_search_fold_trgm" ON "clubs" USING gin (public.search_fold(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
-- Sort by name: the Slovenian key of the name.
CREATE INDEX "clubs_name_sort_idx" ON "clubs" USING btree ((public.sl_sort_key("name") COLLATE "C"), "id");
