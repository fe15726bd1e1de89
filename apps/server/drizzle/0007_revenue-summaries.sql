CREATE TABLE "revenue_day_failures" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "revenue_day_failures_day_reason_pk" PRIMARY KEY("day","reason")
);
--> statement-breakpoint
CREATE TABLE "revenue_day_money" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_day_money_day_currency_pk" PRIMARY KEY("day","currency")
);
--> statement-breakpoint
CREATE TABLE "revenue_day_plans" (
	"day" date NOT NULL,
	"plan_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"gross_minor" bigint DEFAULT 0 NOT NULL,
	"charges_succeeded" integer DEFAULT 0 NOT NULL,
	"active_end" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "revenue_day_plans_day_plan_id_pk" PRIMARY KEY("day","plan_id")
);
--> statement-breakpoint
CREATE TABLE "revenue_days" (
	"day" date PRIMARY KEY NOT NULL,
	"charges_succeeded" integer DEFAULT 0 NOT NULL,
	"charges_failed" integer DEFAULT 0 NOT NULL,
	"new_subscriptions" integer DEFAULT 0 NOT NULL,
	"cancelled_web" integer DEFAULT 0 NOT NULL,
	"cancelled_sms" integer DEFAULT 0 NOT NULL,
	"cancelled_operator" integer DEFAULT 0 NOT NULL,
	"cancelled_admin" integer DEFAULT 0 NOT NULL,
	"cancelled_unpaid" integer DEFAULT 0 NOT NULL,
	"active_end" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revenue_day_plans" ADD CONSTRAINT "revenue_day_plans_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_events_created_idx" ON "subscription_events" USING btree ("created_at");