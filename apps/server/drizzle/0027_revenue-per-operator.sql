-- docs/operators.md#the-care-role: the revenue summaries count each operator apart. Emptied here, so
-- the next summarize run rebuilds every day from the ledger, each row under its operator.
DELETE FROM "revenue_day_failures";--> statement-breakpoint
DELETE FROM "revenue_day_money";--> statement-breakpoint
DELETE FROM "revenue_day_plans";--> statement-breakpoint
DELETE FROM "revenue_days";--> statement-breakpoint
ALTER TABLE "revenue_days" DROP CONSTRAINT "revenue_days_pkey";--> statement-breakpoint
ALTER TABLE "revenue_day_failures" DROP CONSTRAINT "revenue_day_failures_day_reason_pk";--> statement-breakpoint
ALTER TABLE "revenue_day_money" DROP CONSTRAINT "revenue_day_money_day_currency_pk";--> statement-breakpoint
ALTER TABLE "revenue_days" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_day_failures" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_day_money" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "revenue_days" ADD CONSTRAINT "revenue_days_day_operator_id_pk" PRIMARY KEY("day","operator_id");--> statement-breakpoint
ALTER TABLE "revenue_day_failures" ADD CONSTRAINT "revenue_day_failures_day_operator_id_reason_pk" PRIMARY KEY("day","operator_id","reason");--> statement-breakpoint
ALTER TABLE "revenue_day_money" ADD CONSTRAINT "revenue_day_money_day_operator_id_currency_pk" PRIMARY KEY("day","operator_id","currency");
