-- docs/operators.md#the-care-role: an operator's customer-care staff, bound to that one operator.
ALTER TYPE "public"."admin_role" ADD VALUE 'care';--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "operator_id" text;--> statement-breakpoint
ALTER TABLE "admin_users" ADD CONSTRAINT "admin_users_care_operator" CHECK (("admin_users"."role"::text = 'care') = ("admin_users"."operator_id" is not null));