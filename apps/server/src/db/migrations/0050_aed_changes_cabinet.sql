-- The change feed tells whether an AED's cabinet is locked and whether a code is on file
-- (lockedCabinet, hasCabinetCode), as the AED page and the dispatch view do: a dispatch centre's
-- copy needs them to tell a caller that the code comes from 112. Never the code, its sealed value
-- or its key id: the snapshot stays an explicit list, and the code is there only as a yes or no.
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
    'lastConfirmedAt', public.aed_change_time(a.last_confirmed_at), 'lastConfirmedBy', a.last_confirmed_by,
    'lockedCabinet', a.locked_cabinet, 'hasCabinetCode', a.cabinet_code_sealed IS NOT NULL
  ) $$;--> statement-breakpoint
-- As 0047's, but an update is compared without modifiedAt: replacing a cabinet code by another
-- changes the sealed value and the AED's version (modifiedAt) and nothing a client sees, and a
-- change that differs from the last in nothing but its time would tell only that the code
-- changed. Setting or clearing a code flips hasCabinetCode, which is a change.
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
    ELSIF snapshot - 'modifiedAt' = public.aed_public_fields(OLD) - 'modifiedAt' THEN
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
END $$;--> statement-breakpoint
-- The changes recorded before now do not carry the two fields; the feed reads them with the
-- columns' defaults (not locked, no code: modules/changes/aed-changes.repo.ts), rather than this
-- migration rewriting every change it holds. The AEDs that differ from those defaults now get a
-- change of their own, numbered after the others under the feed's lock, so a client that applies
-- the feed in order ends with what is true today.
SELECT pg_advisory_xact_lock(1095058499);--> statement-breakpoint
INSERT INTO aed_changes (seq, kind, aed_id, at, latitude, longitude, municipality, municipality_key, aed)
  SELECT (SELECT coalesce(max(seq), 0) FROM aed_changes) + row_number() OVER (ORDER BY a.created_at, a.id), 'changed', a.id,
    clock_timestamp(), a.latitude, a.longitude, a.municipality, public.search_fold(a.municipality), public.aed_public_fields(a)
  FROM aeds a WHERE a.state <> 'removed' AND (a.locked_cabinet OR a.cabinet_code_sealed IS NOT NULL);
