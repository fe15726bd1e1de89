CREATE TYPE "public"."alert_condition" AS ENUM('above', 'below', 'move');--> statement-breakpoint
CREATE TYPE "public"."alert_notification_kind" AS ENUM('alert', 'digest');--> statement-breakpoint
CREATE TYPE "public"."rate_side" AS ENUM('buy', 'sell');--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alerts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"side" "rate_side" NOT NULL,
	"condition" "alert_condition" NOT NULL,
	"value" numeric(20, 6) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"armed" boolean DEFAULT true NOT NULL,
	"fired_on" text,
	"last_fired_at" timestamp with time zone,
	"last_fired_rate" numeric(20, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_value_positive" CHECK ("alerts"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "alert_preferences" (
	"subscriber_id" integer PRIMARY KEY NOT NULL,
	"favourite_currency_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"favourite_source_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"digest_enabled" boolean DEFAULT false NOT NULL,
	"digest_hour" smallint DEFAULT 9 NOT NULL,
	"digest_currency_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"digest_source_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"quiet_hours_enabled" boolean DEFAULT true NOT NULL,
	"quiet_start_minute" smallint DEFAULT 1320 NOT NULL,
	"quiet_end_minute" smallint DEFAULT 420 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_preferences_digest_hour" CHECK ("alert_preferences"."digest_hour" between 0 and 23),
	CONSTRAINT "alert_preferences_quiet_start" CHECK ("alert_preferences"."quiet_start_minute" between 0 and 1439),
	CONSTRAINT "alert_preferences_quiet_end" CHECK ("alert_preferences"."quiet_end_minute" between 0 and 1439)
);
--> statement-breakpoint
CREATE TABLE "rate_publications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"evaluated_at" timestamp with time zone,
	"alerts_fired" integer
);
--> statement-breakpoint
CREATE TABLE "alert_notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"kind" "alert_notification_kind" NOT NULL,
	"alert_id" integer,
	"publication_id" bigint,
	"text" text NOT NULL,
	"rate" numeric(20, 6),
	"dedupe_key" text NOT NULL,
	"sms_message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "alert_notifications_dedupe_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "max_alerts" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_preferences" ADD CONSTRAINT "alert_preferences_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_publications" ADD CONSTRAINT "rate_publications_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_publication_id_rate_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."rate_publications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_notifications" ADD CONSTRAINT "alert_notifications_sms_message_id_sms_messages_id_fk" FOREIGN KEY ("sms_message_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_source_currency_idx" ON "alerts" USING btree ("source_id","currency_id") WHERE "alerts"."enabled";--> statement-breakpoint
CREATE INDEX "alerts_subscriber_idx" ON "alerts" USING btree ("subscriber_id","id");--> statement-breakpoint
CREATE INDEX "alert_preferences_digest_idx" ON "alert_preferences" USING btree ("digest_hour") WHERE "alert_preferences"."digest_enabled";--> statement-breakpoint
CREATE UNIQUE INDEX "rate_publications_source_recorded_unique" ON "rate_publications" USING btree ("source_id","recorded_at");--> statement-breakpoint
CREATE INDEX "rate_publications_pending_idx" ON "rate_publications" USING btree ("created_at") WHERE "rate_publications"."evaluated_at" is null;--> statement-breakpoint
CREATE INDEX "alert_notifications_subscriber_idx" ON "alert_notifications" USING btree ("subscriber_id","created_at");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_max_alerts_non_negative" CHECK ("plans"."max_alerts" >= 0);--> statement-breakpoint
-- 3 alerts on daily plans, 10 on weekly and monthly ones (the editors may change it per plan).
UPDATE "plans" SET "max_alerts" = 10 WHERE "period" <> 'daily';
