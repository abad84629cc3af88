CREATE TABLE "club_category_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "club_category_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "club_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"show" boolean DEFAULT true NOT NULL,
	CONSTRAINT "club_types_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "live_mining_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"icon" text,
	CONSTRAINT "live_mining_categories_name_key" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "scored_activity_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"catalogue" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"value_points" integer DEFAULT 0 NOT NULL,
	"order_num" integer NOT NULL,
	CONSTRAINT "scored_activity_types_catalogue_check" CHECK ("scored_activity_types"."catalogue" in ('event', 'heart', 'medical-condition', 'security'))
);
--> statement-breakpoint
CREATE TABLE "weather_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"weather_type_id" integer NOT NULL,
	"provider_type_id" integer NOT NULL,
	CONSTRAINT "weather_types_name_key" UNIQUE("name"),
	CONSTRAINT "weather_types_weather_type_id_key" UNIQUE("weather_type_id")
);
--> statement-breakpoint
CREATE TABLE "nfc_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"latitude" double precision,
	"longitude" double precision,
	"value_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nfc_tags_latitude_check" CHECK ("nfc_tags"."latitude" between -90 and 90),
	CONSTRAINT "nfc_tags_longitude_check" CHECK ("nfc_tags"."longitude" between -180 and 180),
	CONSTRAINT "nfc_tags_position_check" CHECK (("nfc_tags"."latitude" is null) = ("nfc_tags"."longitude" is null)),
	CONSTRAINT "nfc_tags_value_points_check" CHECK ("nfc_tags"."value_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "changelogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"version_sort_key" text NOT NULL,
	"date" date NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "changelogs_type_check" CHECK ("changelogs"."type" in ('ios', 'android'))
);
--> statement-breakpoint
CREATE TABLE "store_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"short_description" text NOT NULL,
	"base_price" numeric(12, 2) NOT NULL,
	"discounted_price" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"image" text,
	"available" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'sl' NOT NULL,
	"discount_points_requirement" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_items_prices_check" CHECK ("store_items"."base_price" >= 0 and "store_items"."discounted_price" >= 0 and "store_items"."discounted_price" <= "store_items"."base_price"),
	CONSTRAINT "store_items_counts_check" CHECK ("store_items"."discount_points_requirement" >= 0 and "store_items"."stock" >= 0),
	CONSTRAINT "store_items_currency_check" CHECK ("store_items"."currency" in ('eur', 'usd')),
	CONSTRAINT "store_items_language_check" CHECK ("store_items"."language" in ('en', 'sl'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scored_activity_types_catalogue_name_key" ON "scored_activity_types" USING btree ("catalogue","name");--> statement-breakpoint
CREATE INDEX "scored_activity_types_catalogue_order_idx" ON "scored_activity_types" USING btree ("catalogue","order_num");--> statement-breakpoint
CREATE INDEX "nfc_tags_created_at_idx" ON "nfc_tags" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "changelogs_type_version_key" ON "changelogs" USING btree ("type","version");--> statement-breakpoint
CREATE INDEX "store_items_created_at_idx" ON "store_items" USING btree ("created_at");
--> statement-breakpoint
-- hand-written below
-- Searches (src/db/text-search.ts): trigram indexes on exactly the expressions the repositories build.
CREATE INDEX "nfc_tags_search_fold_trgm" ON "nfc_tags" USING gin (public.search_fold(coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_items_search_fold_trgm" ON "store_items" USING gin (public.search_fold(coalesce("name", '') || ' ' || coalesce("short_description", '') || ' ' || coalesce("description", '')) gin_trgm_ops);--> statement-breakpoint
-- Sorts: the Slovenian key of the names the tables sort by by default.
CREATE INDEX "nfc_tags_name_sort_idx" ON "nfc_tags" USING btree ((public.sl_sort_key("name") COLLATE "C"), "id");--> statement-breakpoint
CREATE INDEX "store_items_name_sort_idx" ON "store_items" USING btree ((public.sl_sort_key("name") COLLATE "C"), "id");--> statement-breakpoint
-- GET admin/Changelogs: per platform, newest date first, then the highest version (its padded key in "C" order).
CREATE INDEX "changelogs_type_date_idx" ON "changelogs" USING btree ("type", "date" DESC, "version_sort_key" COLLATE "C" DESC);
