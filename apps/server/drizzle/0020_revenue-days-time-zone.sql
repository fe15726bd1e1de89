-- The revenue summaries count days of the service's zone (TIME_ZONE). Rows summarized before were
-- UTC days: marked so, the next `revenue.summarize` run rebuilds every day in TIME_ZONE.
ALTER TABLE "revenue_days" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ALTER COLUMN "time_zone" DROP DEFAULT;
