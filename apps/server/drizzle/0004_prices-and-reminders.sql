-- Prices and consent (docs/security.md#prices-and-consent): a plan's price is versioned, each
-- subscription keeps the price it agreed to until a change is scheduled with notice, and the
-- reminders it receives are sent once per occasion.
CREATE TYPE "public"."price_change_status" AS ENUM('scheduled', 'applied', 'replaced', 'withdrawn', 'superseded');--> statement-breakpoint
CREATE TABLE "plan_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plan_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" uuid NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"admin_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_prices_price_positive" CHECK ("plan_prices"."price_minor" > 0),
	CONSTRAINT "plan_prices_currency_iso" CHECK ("plan_prices"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "subscription_price_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"from_price_minor" integer NOT NULL,
	"from_currency" text NOT NULL,
	"to_price_minor" integer NOT NULL,
	"to_currency" text NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"status" "price_change_status" DEFAULT 'scheduled' NOT NULL,
	"notice_sms_id" bigint,
	"admin_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "subscription_price_changes_prices_positive" CHECK ("subscription_price_changes"."from_price_minor" > 0 and "subscription_price_changes"."to_price_minor" > 0),
	CONSTRAINT "subscription_price_changes_currencies_iso" CHECK ("subscription_price_changes"."from_currency" ~ '^[A-Z]{3}$' and "subscription_price_changes"."to_currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "subscription_price_changes_after_notice" CHECK ("subscription_price_changes"."effective_from" > "subscription_price_changes"."created_at")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "agreed_price_minor" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "agreed_currency" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_agreed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminded_renewal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "next_stop_reminder_at" timestamp with time zone DEFAULT now() + interval '1 month';--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
-- Existing subscriptions agreed to their plan's price as it stands: until now every renewal charged
-- the current price, so that is the last price each of them was charged or told.
UPDATE "subscriptions" s SET "agreed_price_minor" = p."price_minor", "agreed_currency" = p."currency",
  "price_agreed_at" = s."created_at"
  FROM "plans" p WHERE p."id" = s."plan_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "agreed_price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "agreed_currency" SET NOT NULL;--> statement-breakpoint
-- The monthly "how to stop" reminder of existing subscriptions: the next monthly anniversary of
-- their creation after today, never a backlog of missed months.
UPDATE "subscriptions" SET "next_stop_reminder_at" = "created_at" + make_interval(months =>
  (extract(year FROM age(now(), "created_at")) * 12 + extract(month FROM age(now(), "created_at")))::int + 1);--> statement-breakpoint
-- The price history starts with each plan's current price (who set it is not known).
INSERT INTO "plan_prices" ("plan_id", "price_minor", "currency", "created_at")
  SELECT "id", "price_minor", "currency", "created_at" FROM "plans";--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_prices" ADD CONSTRAINT "plan_prices_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_notice_sms_id_sms_messages_id_fk" FOREIGN KEY ("notice_sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_price_changes" ADD CONSTRAINT "subscription_price_changes_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_prices_plan_created_idx" ON "plan_prices" USING btree ("plan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_price_changes_one_scheduled" ON "subscription_price_changes" USING btree ("subscription_id") WHERE "subscription_price_changes"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "subscription_price_changes_subscription_idx" ON "subscription_price_changes" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_stop_reminder_idx" ON "subscriptions" USING btree ("next_stop_reminder_at") WHERE "subscriptions"."state" in ('active', 'grace', 'suspended');--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_dedupe_key_unique" ON "sms_messages" USING btree ("dedupe_key") WHERE "sms_messages"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "sms_messages_subscriber_created_idx" ON "sms_messages" USING btree ("subscriber_id","created_at") WHERE "sms_messages"."subscriber_id" is not null;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_agreed_price_positive" CHECK ("subscriptions"."agreed_price_minor" > 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_agreed_currency_iso" CHECK ("subscriptions"."agreed_currency" ~ '^[A-Z]{3}$');--> statement-breakpoint
-- Every price a plan gets is kept, whoever sets it (back office, seed, a script): the back office
-- names its admin with set_config('sarraf.admin_user_id', id, true) in the edit's transaction.
CREATE FUNCTION "plans_record_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."price_minor", NEW."currency") IS NOT DISTINCT FROM (OLD."price_minor", OLD."currency") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "plan_prices" ("plan_id", "price_minor", "currency", "admin_user_id")
    VALUES (NEW."id", NEW."price_minor", NEW."currency",
            nullif(current_setting('sarraf.admin_user_id', true), '')::integer);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plans_record_price" AFTER INSERT OR UPDATE ON "plans"
  FOR EACH ROW EXECUTE FUNCTION "plans_record_price"();
--> statement-breakpoint
-- A subscription written without its agreed price (a hand-written insert, a fixture) agrees to its
-- plan's price at that moment, as the services do explicitly.
CREATE FUNCTION "subscriptions_default_agreed_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."agreed_price_minor" IS NULL OR NEW."agreed_currency" IS NULL THEN
    SELECT "price_minor", "currency" INTO NEW."agreed_price_minor", NEW."agreed_currency"
      FROM "plans" WHERE "id" = NEW."plan_id";
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "subscriptions_default_agreed_price" BEFORE INSERT ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "subscriptions_default_agreed_price"();
