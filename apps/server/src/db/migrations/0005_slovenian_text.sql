-- Slovenian text in every list: search ignores case and diacritics, sorting follows the Slovenian
-- alphabet (C < Č < D, S < Š < T, Z < Ž). src/db/text-search.ts is the only caller; the index
-- expressions below must stay exactly the ones it builds, or the planner cannot use them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() itself is only STABLE (it reads its dictionary by name through search_path); naming the
-- dictionary makes the result depend on the argument alone, so the wrapper can be IMMUTABLE and indexed.
CREATE OR REPLACE FUNCTION public.search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
-- Č, Š and Ž become C, S and Z followed by '{', the byte after 'z': in "C" order every word with C
-- then comes before every word with Č. Other accents fold away (ć = c, đ = d), case is ignored.
CREATE OR REPLACE FUNCTION public.sl_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary,
    replace(replace(replace(replace(replace(replace($1, 'Č', 'C{'), 'č', 'c{'), 'Š', 'S{'), 'š', 's{'), 'Ž', 'Z{'), 'ž', 'z{'))) $$;--> statement-breakpoint
-- Searches: trigram indexes on the folded text (replacing the case-only ones of migration 0003).
DROP INDEX IF EXISTS "aeds_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "users_search_trgm";--> statement-breakpoint
CREATE INDEX "aeds_search_fold_trgm" ON "aeds" USING gin (public.search_fold(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("location_description", '') || ' ' || coalesce("address", '') || ' ' || coalesce("city", '') || ' ' || coalesce(CASE "accessibility" WHEN 'FULL_24H' THEN '24/7 Access' WHEN 'WORKING_HOURS' THEN 'Working Hours Only' WHEN 'LIMITED' THEN 'Limited Access' WHEN 'UNKNOWN' THEN 'Unknown' ELSE "accessibility" END, '') || ' ' || coalesce("contact", '') || ' ' || coalesce("contact_phone_number", '') || ' ' || coalesce("contact_email", '') || ' ' || coalesce("model", '') || ' ' || coalesce("serial_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_fold_trgm" ON "users" USING gin (public.search_fold(coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("display_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("phone", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "devices_search_fold_trgm" ON "devices" USING gin (public.search_fold(coalesce("operating_system", '') || ' ' || coalesce("os_version", '') || ' ' || coalesce("device_model", '') || ' ' || coalesce("timezone", '') || ' ' || coalesce("app_version", '') || ' ' || coalesce("language", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_search_fold_trgm" ON "activities" USING gin (public.search_fold(coalesce("title", '') || ' ' || coalesce("organization", '') || ' ' || coalesce("city", '') || ' ' || coalesce("country", '') || ' ' || coalesce("language", '')) gin_trgm_ops);--> statement-breakpoint
-- Sorts: the Slovenian key of the columns the tables sort by.
CREATE INDEX "aeds_shown_description_sort_idx" ON "aeds" USING btree ((public.sl_sort_key(coalesce(nullif("title", ''), nullif("description", ''), "location_description")) COLLATE "C"));--> statement-breakpoint
CREATE INDEX "aeds_description_sort_idx" ON "aeds" USING btree ((public.sl_sort_key("description") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "aeds_city_sort_idx" ON "aeds" USING btree ((public.sl_sort_key("city") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "users_display_name_sort_idx" ON "users" USING btree ((public.sl_sort_key("display_name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "users_last_name_sort_idx" ON "users" USING btree ((public.sl_sort_key("last_name") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "devices_operating_system_sort_idx" ON "devices" USING btree ((public.sl_sort_key("operating_system") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "devices_os_version_sort_idx" ON "devices" USING btree ((public.sl_sort_key("os_version") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "devices_device_model_sort_idx" ON "devices" USING btree ((public.sl_sort_key("device_model") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "devices_timezone_sort_idx" ON "devices" USING btree ((public.sl_sort_key("timezone") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "devices_app_version_sort_idx" ON "devices" USING btree ((public.sl_sort_key("app_version") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "devices_language_sort_idx" ON "devices" USING btree ((public.sl_sort_key("language") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "activities_title_sort_idx" ON "activities" USING btree ((public.sl_sort_key("title") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "activities_organization_sort_idx" ON "activities" USING btree ((public.sl_sort_key("organization") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "activities_city_sort_idx" ON "activities" USING btree ((public.sl_sort_key("city") COLLATE "C"));--> statement-breakpoint
CREATE INDEX "help_centers_name_sort_idx" ON "help_centers" USING btree ((public.sl_sort_key("name") COLLATE "C"), "id");
