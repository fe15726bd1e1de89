-- The billing engine: a shared rate-limit slot table (CHARGING_TPS across all workers),
-- the plan a change/activation code names (otps.subject), and at most one charge in flight per
-- subscription, enforced by the database so no race can start a second payment for one period.
CREATE TABLE "rate_limit_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"next_slot_ms" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "subject" text;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_pending_charge_per_subscription" ON "transactions" USING btree ("subscription_id") WHERE "transactions"."status" = 'pending' and "transactions"."kind" = 'charge';