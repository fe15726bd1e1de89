CREATE TABLE "rate_feeds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"headers_sealed" text,
	"interval_minutes" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"mode" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_run_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"last_skipped" integer DEFAULT 0 NOT NULL,
	"counts_day" date,
	"published_today" integer DEFAULT 0 NOT NULL,
	"queued_today" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_feeds_interval_range" CHECK ("rate_feeds"."interval_minutes" between 1 and 1440)
);
--> statement-breakpoint
ALTER TABLE "rate_feeds" ADD CONSTRAINT "rate_feeds_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_feeds_source_unique" ON "rate_feeds" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "rate_feeds_due_idx" ON "rate_feeds" USING btree ("next_run_at");