CREATE TABLE "waste_sites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"geo_address" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"distance" double precision NOT NULL,
	"average_speed" double precision NOT NULL,
	"ascent_on_track" double precision NOT NULL,
	"descent_on_track" double precision NOT NULL,
	"value_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_activity_tracks" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"positions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_activity_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "sport_activity_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "challenge_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"value_points" integer NOT NULL,
	"order_num" integer NOT NULL,
	CONSTRAINT "challenge_types_name_unique" UNIQUE("name"),
	CONSTRAINT "challenge_types_order_num_unique" UNIQUE("order_num")
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenger_id" uuid NOT NULL,
	"contender_id" uuid NOT NULL,
	"type_id" uuid NOT NULL,
	"comment" text,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"points_available" integer DEFAULT 0 NOT NULL,
	"points_distributed" integer DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sport_activities" ADD CONSTRAINT "sport_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_activities" ADD CONSTRAINT "sport_activities_type_id_sport_activity_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."sport_activity_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sport_activity_tracks" ADD CONSTRAINT "sport_activity_tracks_activity_id_sport_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."sport_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_id_users_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_contender_id_users_id_fk" FOREIGN KEY ("contender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_type_id_challenge_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."challenge_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waste_sites_reported_at_idx" ON "waste_sites" USING btree ("reported_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "waste_sites_latitude_idx" ON "waste_sites" USING btree ("latitude");--> statement-breakpoint
CREATE INDEX "waste_sites_longitude_idx" ON "waste_sites" USING btree ("longitude");--> statement-breakpoint
CREATE INDEX "sport_activities_start_time_idx" ON "sport_activities" USING btree ("start_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sport_activities_user_idx" ON "sport_activities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sport_activities_type_idx" ON "sport_activities" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "challenges_created_time_idx" ON "challenges" USING btree ("created_time" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "challenges_challenger_idx" ON "challenges" USING btree ("challenger_id");--> statement-breakpoint
CREATE INDEX "challenges_contender_idx" ON "challenges" USING btree ("contender_id");--> statement-breakpoint
-- hand-written below
-- Searches (src/modules/legacy/*): the same columns, in the same order, as each repo's searchableText(...).
CREATE INDEX "waste_sites_search_fold_trgm" ON "waste_sites" USING gin (public.search_fold(coalesce("description", '') || ' ' || coalesce("geo_address", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sport_activities_search_fold_trgm" ON "sport_activities" USING gin (public.search_fold(coalesce("name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "challenges_search_fold_trgm" ON "challenges" USING gin (public.search_fold(coalesce("comment", '')) gin_trgm_ops);--> statement-breakpoint
-- Sorts: the Slovenian key of the text columns the tables sort by.
CREATE INDEX "waste_sites_description_sort_idx" ON "waste_sites" USING btree ((public.sl_sort_key("description") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "waste_sites_geo_address_sort_idx" ON "waste_sites" USING btree ((public.sl_sort_key("geo_address") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "sport_activities_name_sort_idx" ON "sport_activities" USING btree ((public.sl_sort_key("name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "sport_activity_types_name_sort_idx" ON "sport_activity_types" USING btree ((public.sl_sort_key("name") COLLATE "C"));--> statement-breakpoint
-- Rules the data keeps whoever writes it.
ALTER TABLE "waste_sites" ADD CONSTRAINT "waste_sites_position_check" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180);--> statement-breakpoint
ALTER TABLE "sport_activities" ADD CONSTRAINT "sport_activities_figures_check" CHECK ("end_time" >= "start_time" AND "duration" >= 0 AND "distance" >= 0 AND "average_speed" >= 0 AND "value_points" >= 0 AND "ascent_on_track" BETWEEN 0 AND 100 AND "descent_on_track" BETWEEN 0 AND 100);--> statement-breakpoint
ALTER TABLE "sport_activity_tracks" ADD CONSTRAINT "sport_activity_tracks_positions_check" CHECK (jsonb_typeof("positions") = 'array');--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_rules_check" CHECK ("status_id" BETWEEN 1 AND 5 AND "challenger_id" <> "contender_id" AND "end_time" >= "start_time" AND "points_available" >= 0 AND "points_distributed" BETWEEN 0 AND "points_available");
