-- docs/design.md#the-ledger-and-idempotency: a ledger row is written `pending`, settled once to
-- `succeeded`/`failed`, and never edited after that (a refund is a new row). The settle may only fill in the
-- outcome (status, settled_at, gateway_ref, reason); what was charged, to whom and under which reference
-- never changes. Enforced here so no code path, script or hand-written UPDATE can rewrite history.
CREATE FUNCTION "transactions_guard_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'pending' THEN
    RAISE EXCEPTION 'transaction % is settled (%) and cannot be changed', OLD."id", OLD."status"
      USING ERRCODE = 'integrity_constraint_violation';
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
--> statement-breakpoint
CREATE TRIGGER "transactions_guard_update" BEFORE UPDATE ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION "transactions_guard_update"();
