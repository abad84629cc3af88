-- Has any AED changed? The map caches asked by reading every AED (a count, the latest change and
-- the sum of the rows' xmin): a scan that took about a second at a million AEDs, on the
-- embedded database in the server's own thread. Each statement that writes AEDs, through the API
-- or not, now adds a row here in its own transaction, so the sum of `writes` moves with every
-- committed write, whatever the order of the commits, and reading it touches a handful of rows.
-- Writers only insert: none waits on another.
CREATE TABLE "aed_writes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aed_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"writes" bigint DEFAULT 1 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.log_aed_write() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN INSERT INTO aed_writes DEFAULT VALUES; RETURN NULL; END $$;--> statement-breakpoint
CREATE TRIGGER "aeds_log_writes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "aeds"
  FOR EACH STATEMENT EXECUTE FUNCTION public.log_aed_write();--> statement-breakpoint
INSERT INTO "aed_writes" DEFAULT VALUES;
