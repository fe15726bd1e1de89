-- docs/operators.md#callers-are-told-apart: each operator numbers its own events, so the key of an
-- event names its operator. Every event logged so far came from the one operator there was.
ALTER TABLE "operator_webhook_events" DROP CONSTRAINT "operator_webhook_events_channel_kind_external_id_unique";--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ADD CONSTRAINT "operator_webhook_events_operator_key_unique" UNIQUE("operator_id","channel","kind","external_id");--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ADD CONSTRAINT "operator_webhook_events_operator_id" CHECK ("operator_webhook_events"."operator_id" ~ '^[a-z][a-z0-9-]{1,31}$');