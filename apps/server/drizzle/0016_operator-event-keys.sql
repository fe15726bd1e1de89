-- Operator events are unique per (channel, kind, external id), no longer per external id alone: an
-- SMS's message_id equal to a notification's event_id was taken for its repeat (docs/security.md).
-- Existing rows keep their meaning: every event came in on our webhooks, except inbound SMS whose id
-- was written with its channel's prefix (`oneapi:…`, `smpp:…`), which now goes to `channel`.
ALTER TABLE "operator_webhook_events" ADD COLUMN "channel" text DEFAULT 'operator_webhook' NOT NULL;--> statement-breakpoint
UPDATE "operator_webhook_events" SET "channel" = 'oneapi', "external_id" = substr("external_id", 8)
  WHERE "kind" = 'mo_sms' AND "external_id" LIKE 'oneapi:%';--> statement-breakpoint
UPDATE "operator_webhook_events" SET "channel" = 'smpp', "external_id" = substr("external_id", 6)
  WHERE "kind" = 'mo_sms' AND "external_id" LIKE 'smpp:%';--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ALTER COLUMN "channel" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "operator_webhook_events" DROP CONSTRAINT "operator_webhook_events_external_id_unique";--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ADD CONSTRAINT "operator_webhook_events_channel_kind_external_id_unique" UNIQUE("channel","kind","external_id");--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ADD CONSTRAINT "operator_webhook_events_channel" CHECK ("operator_webhook_events"."channel" in ('operator_webhook', 'oneapi', 'smpp'));
