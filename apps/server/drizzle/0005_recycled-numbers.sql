-- Recycled numbers (docs/security.md#data-at-rest-logs-and-tokens): when the operator gives a number
-- to someone else, the old subscriber's row is retired (its number moved to retired_msisdn) so the
-- new owner signs in to a fresh record, while the old one keeps its ledger.
ALTER TABLE "subscribers" ALTER COLUMN "msisdn" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "retired_msisdn" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "subscribers_retired_msisdn_idx" ON "subscribers" USING btree ("retired_msisdn") WHERE "subscribers"."retired_msisdn" is not null;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_retired_msisdn_digits" CHECK ("subscribers"."retired_msisdn" ~ '^[0-9]{8,15}$');--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_live_or_retired" CHECK (("subscribers"."msisdn" is null) = ("subscribers"."retired_msisdn" is not null) and ("subscribers"."retired_msisdn" is null) = ("subscribers"."retired_at" is null));