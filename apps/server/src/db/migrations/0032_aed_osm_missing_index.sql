-- The admin's list of AEDs the last OpenStreetMap import no longer had: it read every AED to find
-- the few (about a second at a million AEDs on the embedded database, in the server's own thread).
-- Partial: only those AEDs are in it.
CREATE INDEX "aeds_osm_missing_idx" ON "aeds" USING btree ("osm_missing_since","id") WHERE "aeds"."osm_missing_since" is not null;