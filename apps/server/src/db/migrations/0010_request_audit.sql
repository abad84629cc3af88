CREATE TABLE "request_audit" (
	"bucket_start" timestamp with time zone NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"application_name" text NOT NULL,
	"application_version" text NOT NULL,
	"operating_system" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "request_audit_pk" PRIMARY KEY("bucket_start","method","path","application_name","application_version","operating_system")
);
--> statement-breakpoint
CREATE INDEX "request_audit_bucket_idx" ON "request_audit" USING btree ("bucket_start");