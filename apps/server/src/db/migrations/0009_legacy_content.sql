CREATE TABLE "advertisements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"text" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "advertisements_updated_at_idx" ON "advertisements" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");--> statement-breakpoint
-- hand-written below: the searches of the legacy dashboard's ads (title) and news (title and text), see db/text-search.ts
CREATE INDEX "advertisements_search_fold_trgm" ON "advertisements" USING gin (public.search_fold(coalesce("title", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_search_fold_trgm" ON "news" USING gin (public.search_fold(coalesce("title", '') || ' ' || coalesce("text", '')) gin_trgm_ops);
