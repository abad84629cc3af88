-- How many AEDs there are, without reading the table: a list with no search showed its total by
-- counting every row (a scan for each page view, seconds at a million AEDs). Each statement that
-- adds or removes AEDs, through the API or not (an import, a script, a cascade), adds its change
-- as one row in the same transaction, so the sum is exact for every snapshot, a rolled-back write
-- counts nothing, and writers only insert: none waits on another.
CREATE TABLE "aed_count_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aed_count_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"change" bigint NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.count_added_aeds() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN INSERT INTO aed_count_changes (change) SELECT count(*) FROM added HAVING count(*) > 0; RETURN NULL; END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.count_removed_aeds() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN INSERT INTO aed_count_changes (change) SELECT -count(*) FROM removed HAVING count(*) > 0; RETURN NULL; END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.count_no_aeds() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN DELETE FROM aed_count_changes; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "aeds_count_added" AFTER INSERT ON "aeds" REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION public.count_added_aeds();--> statement-breakpoint
CREATE TRIGGER "aeds_count_removed" AFTER DELETE ON "aeds" REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION public.count_removed_aeds();--> statement-breakpoint
CREATE TRIGGER "aeds_count_truncated" AFTER TRUNCATE ON "aeds"
  FOR EACH STATEMENT EXECUTE FUNCTION public.count_no_aeds();--> statement-breakpoint
INSERT INTO "aed_count_changes" ("change") SELECT count(*) FROM "aeds";
