-- A change that moves an AED (its position or its municipality) keeps where it was before, so the
-- area filters find it in the area it left as well as in the one it entered: a client of the old
-- area sees the AED's new place outside its area and takes it off, instead of never hearing of it.
ALTER TABLE "aed_changes" ADD COLUMN "previous_latitude" double precision;--> statement-breakpoint
ALTER TABLE "aed_changes" ADD COLUMN "previous_longitude" double precision;--> statement-breakpoint
ALTER TABLE "aed_changes" ADD COLUMN "previous_municipality_key" text;--> statement-breakpoint
CREATE INDEX "aed_changes_previous_municipality_idx" ON "aed_changes" USING btree ("previous_municipality_key","seq") WHERE "aed_changes"."previous_municipality_key" is not null;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.record_aed_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change_kind text;
  snapshot jsonb;
  place public.aeds;
  moved boolean := false;
BEGIN
  IF TG_OP = 'DELETE' THEN
    change_kind := 'removed';
    place := OLD;
  ELSE
    place := NEW;
    snapshot := public.aed_public_fields(NEW);
    IF TG_OP = 'INSERT' THEN
      change_kind := 'added';
    ELSIF snapshot = public.aed_public_fields(OLD) THEN
      RETURN NULL;
    ELSIF NEW.state = 'removed' AND OLD.state <> 'removed' THEN
      change_kind := 'removed';
    ELSIF NEW.state <> OLD.state OR NEW.out_of_service IS DISTINCT FROM OLD.out_of_service THEN
      change_kind := 'state';
    ELSE
      change_kind := 'changed';
    END IF;
    moved := TG_OP = 'UPDATE' AND (NEW.latitude, NEW.longitude, NEW.municipality) IS DISTINCT FROM (OLD.latitude, OLD.longitude, OLD.municipality);
  END IF;
  PERFORM pg_advisory_xact_lock(1095058499);
  INSERT INTO aed_changes (seq, kind, aed_id, at, latitude, longitude, municipality, municipality_key, aed,
      previous_latitude, previous_longitude, previous_municipality_key)
    SELECT coalesce(max(c.seq), 0) + 1, change_kind, place.id, clock_timestamp(), place.latitude, place.longitude,
      place.municipality, public.search_fold(place.municipality), snapshot,
      CASE WHEN moved THEN OLD.latitude END, CASE WHEN moved THEN OLD.longitude END,
      CASE WHEN moved THEN public.search_fold(OLD.municipality) END
    FROM aed_changes c;
  RETURN NULL;
END $$;
