CREATE TABLE "operator_renewal_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_renewal_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operator_event_id" bigint,
	"event_id" text NOT NULL,
	"subscriber_id" integer NOT NULL,
	"subscription_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"expected_amount_minor" bigint NOT NULL,
	"expected_currency" text NOT NULL,
	"outcome" text NOT NULL,
	"transaction_id" bigint,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_renewal_reports_reference_unique" UNIQUE("reference"),
	CONSTRAINT "operator_renewal_reports_status" CHECK ("operator_renewal_reports"."status" in ('succeeded', 'failed')),
	CONSTRAINT "operator_renewal_reports_outcome" CHECK (("operator_renewal_reports"."outcome" = 'applied' and "operator_renewal_reports"."transaction_id" is not null) or ("operator_renewal_reports"."outcome" = 'held' and "operator_renewal_reports"."transaction_id" is null)),
	CONSTRAINT "operator_renewal_reports_currency_iso" CHECK ("operator_renewal_reports"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "operator_renewal_reports_expected_currency_iso" CHECK ("operator_renewal_reports"."expected_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "operator_renewal_reports" ADD CONSTRAINT "operator_renewal_reports_operator_event_id_operator_webhook_events_id_fk" FOREIGN KEY ("operator_event_id") REFERENCES "public"."operator_webhook_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_renewal_reports" ADD CONSTRAINT "operator_renewal_reports_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_renewal_reports" ADD CONSTRAINT "operator_renewal_reports_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_renewal_reports" ADD CONSTRAINT "operator_renewal_reports_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_renewal_reports_subscription_idx" ON "operator_renewal_reports" USING btree ("subscription_id","received_at");--> statement-breakpoint
CREATE INDEX "operator_renewal_reports_held_idx" ON "operator_renewal_reports" USING btree ("subscriber_id","received_at") WHERE "operator_renewal_reports"."outcome" = 'held';--> statement-breakpoint
CREATE INDEX "operator_renewal_reports_transaction_idx" ON "operator_renewal_reports" USING btree ("transaction_id") WHERE "operator_renewal_reports"."transaction_id" is not null;--> statement-breakpoint
-- Renewals the operator reported before this table existed, from the events log and their ledger rows:
-- the check for a period already paid then knows them too.
INSERT INTO "operator_renewal_reports"
  ("operator_event_id", "event_id", "subscriber_id", "subscription_id", "reference", "status", "amount_minor",
   "currency", "expected_amount_minor", "expected_currency", "outcome", "transaction_id", "received_at")
SELECT e."id", e."external_id", t."subscriber_id", t."subscription_id", t."reference", t."status"::text,
       t."amount_minor", t."currency", t."amount_minor", t."currency", 'applied', t."id", e."received_at"
FROM "operator_webhook_events" e
JOIN "transactions" t ON t."reference" = btrim(e."payload"->>'reference')
WHERE e."kind" = 'charge_notification' AND e."payload"->>'type' = 'renewal'
  AND e."result" IN ('renewed', 'renewal_failed', 'renewal_not_applied')
  AND t."status" IN ('succeeded', 'failed')
ON CONFLICT DO NOTHING;
