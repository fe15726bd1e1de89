-- docs/operators.md#routing: an SMS goes out through its operator's gateway, fixed when it is stored.
-- Every message stored so far went through the one operator there was, `default`.
ALTER TABLE "sms_messages" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_operator_id" CHECK ("sms_messages"."operator_id" ~ '^[a-z][a-z0-9-]{1,31}$');--> statement-breakpoint
-- A subscriber's SMS goes through the operator the subscriber is filed under, which wins over the
-- number's prefix: set here so that every insert, one row or a batch of alerts, follows the rule.
CREATE OR REPLACE FUNCTION "sms_messages_operator_of_subscriber"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."subscriber_id" IS NOT NULL THEN
    SELECT "operator_id" INTO NEW."operator_id" FROM "subscribers" WHERE "id" = NEW."subscriber_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sms_messages_operator_of_subscriber" BEFORE INSERT ON "sms_messages"
  FOR EACH ROW EXECUTE FUNCTION "sms_messages_operator_of_subscriber"();
--> statement-breakpoint
-- A ledger row is the operator's its subscriber is filed under: every charge, renewal and refund
-- goes through that operator's gateway and counts in its revenue and settlement.
CREATE OR REPLACE FUNCTION "transactions_operator_of_subscriber"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "operator_id" INTO NEW."operator_id" FROM "subscribers" WHERE "id" = NEW."subscriber_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_operator_of_subscriber" BEFORE INSERT ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_operator_of_subscriber"();
