-- The change feed (docs/change-feed.md): every change to an AED, whatever wrote it (the console,
-- imports, street reports, checks, guardians, the trash, Géo'DAE, a script), gets a row here with
-- a number, in the transaction of the change.
--
-- Numbers without gaps, in commit order: a reader that pages with `after=` must never pass a
-- number that commits later. The row triggers are deferred constraint triggers, so they run at
-- COMMIT, and they take one transaction-scoped advisory lock before numbering: the next writer
-- numbers its rows only once this one has committed, and takes max(seq) + 1 (a rolled-back
-- transaction numbered nothing, so it leaves no hole). The lock is held from the first deferred
-- trigger to the end of the commit, when every row lock of the transaction is already held, so no
-- transaction holding it ever waits for a row: taking it cannot deadlock with the repositories'
-- SELECT ... FOR UPDATE, and writers to different AEDs still work side by side until they commit.
--
-- The snapshot is built from an explicit column list (public.aed_public_fields, the contracts'
-- AED_CHANGE_FIELDS), never from the whole row: a column added to aeds (a cabinet's code) is not
-- in the feed unless it is listed here. Times are written as the API writes them (UTC, ms, Z).
CREATE TABLE "aed_changes" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"aed_id" uuid NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"municipality" text,
	"municipality_key" text,
	"aed" jsonb,
	CONSTRAINT "aed_changes_kind_check" CHECK ("aed_changes"."kind" in ('added', 'changed', 'state', 'removed'))
);
--> statement-breakpoint
CREATE INDEX "aed_changes_municipality_idx" ON "aed_changes" USING btree ("municipality_key","seq");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.aed_change_time(t timestamptz) RETURNS text
  LANGUAGE sql STABLE
  AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.aed_public_fields(a public.aeds) RETURNS jsonb
  LANGUAGE sql STABLE
  AS $$ SELECT jsonb_build_object(
    'id', a.id, 'title', a.title, 'description', a.description, 'locationDescription', a.location_description,
    'floor', a.floor, 'cabinetNotes', a.cabinet_notes, 'model', a.model, 'serialNumber', a.serial_number,
    'maintainer', a.maintainer, 'accessibility', a.accessibility, 'openingHours', a.opening_hours,
    'address', a.address, 'postalCode', a.postal_code, 'city', a.city, 'country', a.country,
    'municipality', a.municipality, 'latitude', a.latitude, 'longitude', a.longitude, 'altitude', a.altitude,
    'contact', a.contact, 'contactPhoneNumber', a.contact_phone_number, 'contactEmail', a.contact_email
  ) || jsonb_build_object(
    'electrodeExpiry', a.electrode_expiry, 'childElectrodeExpiry', a.child_electrode_expiry,
    'batteryExpiry', a.battery_expiry, 'lastCheck', a.last_check, 'electrodeLot', a.electrode_lot,
    'childElectrodeLot', a.child_electrode_lot, 'batteryLot', a.battery_lot, 'notes', a.notes,
    'childElectrode', a.child_electrode, 'directionalSign3D', a.directional_sign_3d,
    'directionalSticker', a.directional_sticker, 'outdoorCabinet', a.outdoor_cabinet,
    'indoorCabinet', a.indoor_cabinet, 'firstAidKit', a.first_aid_kit, 'placeDerived', a.place_derived,
    'source', a.source, 'sourceId', a.source_id, 'createdAt', public.aed_change_time(a.created_at),
    'modifiedAt', public.aed_change_time(a.modified_at), 'outOfService', a.out_of_service,
    'outOfServiceSince', public.aed_change_time(a.out_of_service_since), 'state', a.state,
    'lastConfirmedAt', public.aed_change_time(a.last_confirmed_at), 'lastConfirmedBy', a.last_confirmed_by
  ) $$;--> statement-breakpoint
-- The kind: a deletion or a state that became 'removed' is a removal; a changed state or
-- out-of-service reason is 'state'; an update that changes no public field records nothing.
-- 1095058499 is the feed's advisory lock key ('AEDC' in ASCII; modules/changes/aed-changes.repo.ts).
CREATE OR REPLACE FUNCTION public.record_aed_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  change_kind text;
  snapshot jsonb;
  place public.aeds;
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
  END IF;
  PERFORM pg_advisory_xact_lock(1095058499);
  INSERT INTO aed_changes (seq, kind, aed_id, at, latitude, longitude, municipality, municipality_key, aed)
    SELECT coalesce(max(c.seq), 0) + 1, change_kind, place.id, clock_timestamp(), place.latitude, place.longitude,
      place.municipality, public.search_fold(place.municipality), snapshot
    FROM aed_changes c;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "aeds_record_changes" AFTER INSERT OR UPDATE OR DELETE ON "aeds"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION public.record_aed_change();
--> statement-breakpoint
-- The AEDs already there are the feed's first changes, so a client that starts from after=0 ends
-- with the whole registry (the AEDs gone for good left aside, as the map leaves them).
INSERT INTO aed_changes (seq, kind, aed_id, at, latitude, longitude, municipality, municipality_key, aed)
  SELECT row_number() OVER (ORDER BY a.created_at, a.id), 'added', a.id, clock_timestamp(), a.latitude, a.longitude,
    a.municipality, public.search_fold(a.municipality), public.aed_public_fields(a)
  FROM aeds a WHERE a.state <> 'removed';
