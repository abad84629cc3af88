-- hand-written first: the generated column below calls these functions, so they must exist before it.
-- Map tiles (docs/map-tiles.md): an AED's Web Mercator tile at zoom 20 (x, y < 2^20) as a Morton
-- (Z-order) key, x in the even bits and y in the odd ones. A tile (z, x, y) is then the key range
-- [k << 2(20-z), (k+1) << 2(20-z)) with k the Morton key of (x, y), and its cells at zoom z+3 are key >> 2(17-z).
-- Decimal constants: PostgreSQL 15 has no hexadecimal integer literals.
CREATE OR REPLACE FUNCTION public.morton_spread(bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT (e | (e << 1)) & 6148914691236517205
        FROM (SELECT (d | (d << 2)) & 3689348814741910323 AS e
        FROM (SELECT (c | (c << 4)) & 1085102592571150095 AS d
        FROM (SELECT (b | (b << 8)) & 71777214294589695 AS c
        FROM (SELECT ($1 | ($1 << 16)) & 281470681808895 AS b) s1) s2) s3) s4 $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.aed_tile_key(latitude double precision, longitude double precision) RETURNS bigint
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.morton_spread(least(greatest(floor((longitude + 180) / 360 * 1048576), 0), 1048575)::bigint)
             | (public.morton_spread(least(greatest(floor((1 - ln(tan(radians(lat)) + 1 / cos(radians(lat))) / pi()) / 2 * 1048576), 0), 1048575)::bigint) << 1)
        FROM (SELECT least(greatest(latitude, -85.0511287798066), 85.0511287798066) AS lat) clamped $$;--> statement-breakpoint
ALTER TABLE "aeds" ADD COLUMN "tile_key" bigint GENERATED ALWAYS AS (public.aed_tile_key("latitude", "longitude")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "aeds_tile_key_idx" ON "aeds" USING btree ("tile_key");--> statement-breakpoint
-- hand-written below: the map search (000 §2.9: title, description, address, city, model) as the
-- trigram index on exactly the expression aeds.search.ts builds for it (db/text-search.ts).
CREATE INDEX "aeds_map_search_fold_trgm" ON "aeds" USING gin (public.search_fold(coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("address", '') || ' ' || coalesce("city", '') || ' ' || coalesce("model", '')) gin_trgm_ops);
