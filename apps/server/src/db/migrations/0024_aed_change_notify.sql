-- Every committed write to the AEDs, through the API or not (an SQL import, a script), tells the
-- map caches at once: NOTIFY is sent on commit, never for a rolled-back write, and one per
-- transaction however many rows it touched. Instances LISTEN on 'aed_changes'; the embedded
-- database delivers to its own process.
CREATE OR REPLACE FUNCTION public.notify_aed_changes() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN PERFORM pg_notify('aed_changes', ''); RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "aeds_notify_changes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aeds"
  FOR EACH STATEMENT EXECUTE FUNCTION public.notify_aed_changes();
