-- docs/operators.md: numbers, plans and money belong to an operator. Every row stored so far was
-- one operator's, `default`; `npm run operators:assign -- --from default --to ID` moves them.
ALTER TABLE "subscribers" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
CREATE INDEX "subscribers_operator_idx" ON "subscribers" USING btree ("operator_id");--> statement-breakpoint
CREATE INDEX "transactions_operator_created_idx" ON "transactions" USING btree ("operator_id","created_at");--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_operator_id" CHECK ("subscribers"."operator_id" ~ '^[a-z][a-z0-9-]{1,31}$');--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_operator_id" CHECK ("plans"."operator_id" ~ '^[a-z][a-z0-9-]{1,31}$');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_operator_id" CHECK ("transactions"."operator_id" ~ '^[a-z][a-z0-9-]{1,31}$');
--> statement-breakpoint
-- A settled ledger row stays as it was charged, except for the operator it is counted under, which
-- `operators:assign` may move (the same charge, filed under the operator that really took it).
CREATE OR REPLACE FUNCTION "transactions_guard_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'pending' THEN
    IF (to_jsonb(NEW) - 'operator_id') IS DISTINCT FROM (to_jsonb(OLD) - 'operator_id') THEN
      RAISE EXCEPTION 'transaction % is settled (%) and cannot be changed', OLD."id", OLD."status"
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN NEW;
  END IF;
  IF (NEW."id", NEW."subscriber_id", NEW."subscription_id", NEW."plan_id", NEW."kind", NEW."amount_minor",
      NEW."currency", NEW."reference", NEW."refund_of_id", NEW."period_start", NEW."period_end",
      NEW."description", NEW."created_at")
     IS DISTINCT FROM
     (OLD."id", OLD."subscriber_id", OLD."subscription_id", OLD."plan_id", OLD."kind", OLD."amount_minor",
      OLD."currency", OLD."reference", OLD."refund_of_id", OLD."period_start", OLD."period_end",
      OLD."description", OLD."created_at") THEN
    RAISE EXCEPTION 'only the outcome of pending transaction % can be set', OLD."id"
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;
