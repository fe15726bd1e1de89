CREATE TYPE "public"."rate_review_reason" AS ENUM('review_mode', 'first_value', 'no_editor_reference', 'last_published', 'editor_reference', 'day_before');--> statement-breakpoint
ALTER TABLE "rates" ADD COLUMN "vetted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "message_day" date;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD COLUMN "capped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_reviews" ADD COLUMN "reason" "rate_review_reason" DEFAULT 'last_published' NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_reviews" ADD COLUMN "reference_buy" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "rate_reviews" ADD COLUMN "reference_sell" numeric(20, 6);--> statement-breakpoint
CREATE INDEX "rates_vetted_source_currency_recorded_idx" ON "rates" USING btree ("source_id","currency_id","recorded_at") WHERE "rates"."vetted";--> statement-breakpoint
CREATE INDEX "alert_notifications_alert_day_idx" ON "alert_notifications" USING btree ("alert_id","message_day") WHERE "alert_notifications"."message_day" is not null;--> statement-breakpoint
-- Rows already there: a value that arrived on its own (a partner's push or a feed's fetch, published
-- within the guard) has no editor and is not demo data. Such rows at a source that has a partner key
-- or a feed are not vetted; everything else (editors' publishes, approvals, the seed) is.
UPDATE "rates" SET "vetted" = false
WHERE "published_by" IS NULL AND NOT "is_demo"
  AND "source_id" IN (SELECT "source_id" FROM "partner_keys" UNION SELECT "source_id" FROM "rate_feeds");
--> statement-breakpoint
-- Items already queued were held against the last published pair, or had none (a first value).
UPDATE "rate_reviews" SET "reason" = 'first_value' WHERE "previous_buy" IS NULL;--> statement-breakpoint
UPDATE "rate_reviews" SET "reference_buy" = "previous_buy", "reference_sell" = "previous_sell"
WHERE "previous_buy" IS NOT NULL;
