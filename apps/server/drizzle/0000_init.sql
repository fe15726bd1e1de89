CREATE TYPE "public"."actor_type" AS ENUM('subscriber', 'system', 'admin', 'operator');--> statement-breakpoint
CREATE TYPE "public"."admin_role" AS ENUM('admin', 'editor');--> statement-breakpoint
CREATE TYPE "public"."category_kind" AS ENUM('currencies', 'gold', 'fuel');--> statement-breakpoint
CREATE TYPE "public"."contact_message_status" AS ENUM('new', 'read', 'answered');--> statement-breakpoint
CREATE TYPE "public"."exchange_company_scope" AS ENUM('local', 'international');--> statement-breakpoint
CREATE TYPE "public"."information_page_key" AS ENUM('who', 'privacy', 'terms');--> statement-breakpoint
CREATE TYPE "public"."news_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."operator_webhook_kind" AS ENUM('charge_notification', 'status_notification', 'mo_sms');--> statement-breakpoint
CREATE TYPE "public"."otp_purpose" AS ENUM('login', 'profile', 'unsubscribe', 'activation', 'change', 'mybill');--> statement-breakpoint
CREATE TYPE "public"."phone_kind" AS ENUM('phone', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."plan_period" AS ENUM('daily', 'weekly', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."price_source_type" AS ENUM('official', 'parallel', 'company');--> statement-breakpoint
CREATE TYPE "public"."sms_driver" AS ENUM('outbox', 'http', 'smpp');--> statement-breakpoint
CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'delivered');--> statement-breakpoint
CREATE TYPE "public"."subscription_state" AS ENUM('pending_payment', 'active', 'grace', 'suspended', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."transaction_kind" AS ENUM('charge', 'refund');--> statement-breakpoint
CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscribers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"msisdn" text NOT NULL,
	"name" text,
	"email" text,
	"level" text,
	"notifications_enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_msisdn_unique" UNIQUE("msisdn"),
	CONSTRAINT "subscribers_msisdn_digits" CHECK ("subscribers"."msisdn" ~ '^[0-9]{8,15}$')
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'YER' NOT NULL,
	"period" "plan_period" NOT NULL,
	"free_trial_days" integer DEFAULT 0 NOT NULL,
	"grace_days" integer DEFAULT 3 NOT NULL,
	"suspension_days" integer DEFAULT 30 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_price_positive" CHECK ("plans"."price_minor" > 0),
	CONSTRAINT "plans_currency_iso" CHECK ("plans"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "plans_free_trial_days_non_negative" CHECK ("plans"."free_trial_days" >= 0),
	CONSTRAINT "plans_grace_days_non_negative" CHECK ("plans"."grace_days" >= 0),
	CONSTRAINT "plans_suspension_days_non_negative" CHECK ("plans"."suspension_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscriber_id" integer NOT NULL,
	"plan_id" uuid NOT NULL,
	"state" "subscription_state" DEFAULT 'pending_payment' NOT NULL,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"trial_ends_at" timestamp with time zone,
	"next_renewal_at" timestamp with time zone,
	"retry_count" integer DEFAULT 0 NOT NULL,
	"last_charge_attempt_at" timestamp with time zone,
	"last_failure_reason" text,
	"grace_ends_at" timestamp with time zone,
	"suspended_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_retry_count_non_negative" CHECK ("subscriptions"."retry_count" >= 0),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."current_period_end" is null or "subscriptions"."current_period_start" is null or "subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "subscription_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscription_id" uuid NOT NULL,
	"from_state" "subscription_state",
	"to_state" "subscription_state" NOT NULL,
	"reason" text NOT NULL,
	"actor" "actor_type" NOT NULL,
	"admin_user_id" integer,
	"transaction_id" bigint,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subscriber_id" integer NOT NULL,
	"subscription_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" "transaction_kind" DEFAULT 'charge' NOT NULL,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"refund_of_id" bigint,
	"gateway_ref" text,
	"reason" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transactions_reference_unique" UNIQUE("reference"),
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount_minor" > 0),
	CONSTRAINT "transactions_currency_iso" CHECK ("transactions"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "transactions_settled_iff_not_pending" CHECK (("transactions"."status" = 'pending') = ("transactions"."settled_at" is null)),
	CONSTRAINT "transactions_refund_has_charge" CHECK (("transactions"."kind" = 'refund') = ("transactions"."refund_of_id" is not null)),
	CONSTRAINT "transactions_period_order" CHECK ("transactions"."period_end" is null or "transactions"."period_start" is null or "transactions"."period_end" > "transactions"."period_start")
);
--> statement-breakpoint
CREATE TABLE "msisdn_verifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "msisdn_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msisdn" text NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"otp_id" bigint,
	"subscriber_id" integer,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "msisdn_verifications_msisdn_digits" CHECK ("msisdn_verifications"."msisdn" ~ '^[0-9]{8,15}$'),
	CONSTRAINT "msisdn_verifications_expiry_after_verification" CHECK ("msisdn_verifications"."expires_at" > "msisdn_verifications"."verified_at")
);
--> statement-breakpoint
CREATE TABLE "otps" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "otps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msisdn" text NOT NULL,
	"msisdn_block" text GENERATED ALWAYS AS (left("otps"."msisdn", -4)) STORED NOT NULL,
	"purpose" "otp_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otps_msisdn_digits" CHECK ("otps"."msisdn" ~ '^[0-9]{8,15}$'),
	CONSTRAINT "otps_attempts_non_negative" CHECK ("otps"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"secret_hash" text NOT NULL,
	"subscriber_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" "inet"
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msisdn" text NOT NULL,
	"text" text NOT NULL,
	"sender" text,
	"purpose" text NOT NULL,
	"subscriber_id" integer,
	"status" "sms_status" DEFAULT 'queued' NOT NULL,
	"driver" "sms_driver" NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"gateway_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_messages_msisdn_digits" CHECK ("sms_messages"."msisdn" ~ '^[0-9]{8,15}$'),
	CONSTRAINT "sms_messages_attempts_non_negative" CHECK ("sms_messages"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "currencies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"flag" text NOT NULL,
	"minor_units" smallint DEFAULT 2 NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_code_iso" CHECK ("currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "currencies_minor_units_range" CHECK ("currencies"."minor_units" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "price_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"city" text NOT NULL,
	"type" "price_source_type" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"freshness_minutes" integer DEFAULT 1440 NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_sources_freshness_positive" CHECK ("price_sources"."freshness_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"currency_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"buy" numeric(20, 6) NOT NULL,
	"sell" numeric(20, 6) NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rates_buy_positive" CHECK ("rates"."buy" > 0),
	CONSTRAINT "rates_sell_positive" CHECK ("rates"."sell" > 0),
	CONSTRAINT "rates_sell_not_below_buy" CHECK ("rates"."sell" >= "rates"."buy")
);
--> statement-breakpoint
CREATE TABLE "price_list_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_list_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"price_list_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"buy" numeric(20, 6) NOT NULL,
	"sell" numeric(20, 6) NOT NULL,
	"note" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "price_list_items_buy_positive" CHECK ("price_list_items"."buy" > 0),
	CONSTRAINT "price_list_items_sell_positive" CHECK ("price_list_items"."sell" > 0),
	CONSTRAINT "price_list_items_sell_not_below_buy" CHECK ("price_list_items"."sell" >= "price_list_items"."buy")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "price_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source_id" integer NOT NULL,
	"title" text NOT NULL,
	"list_date" date NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" "category_kind" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "category_item_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_item_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"source_id" integer,
	"value" numeric(20, 6),
	"buy" numeric(20, 6),
	"sell" numeric(20, 6),
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "category_item_prices_has_price" CHECK ("category_item_prices"."value" is not null or ("category_item_prices"."buy" is not null and "category_item_prices"."sell" is not null)),
	CONSTRAINT "category_item_prices_value_positive" CHECK ("category_item_prices"."value" is null or "category_item_prices"."value" > 0),
	CONSTRAINT "category_item_prices_buy_positive" CHECK ("category_item_prices"."buy" is null or "category_item_prices"."buy" > 0),
	CONSTRAINT "category_item_prices_sell_positive" CHECK ("category_item_prices"."sell" is null or "category_item_prices"."sell" > 0),
	CONSTRAINT "category_item_prices_sell_not_below_buy" CHECK ("category_item_prices"."sell" is null or "category_item_prices"."buy" is null or "category_item_prices"."sell" >= "category_item_prices"."buy")
);
--> statement-breakpoint
CREATE TABLE "category_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scope" "exchange_company_scope" NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"website" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_company_phones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_company_phones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"phone" text NOT NULL,
	"label" text,
	"kind" "phone_kind" DEFAULT 'phone' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exchange_company_phones_phone_digits" CHECK ("exchange_company_phones"."phone" ~ '^[0-9]{6,15}$')
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text NOT NULL,
	"image_url" text,
	"status" "news_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_published_has_date" CHECK ("news"."status" <> 'published' or "news"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "information_pages" (
	"key" "information_page_key" PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body_html" text NOT NULL,
	"updated_by" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"msisdn" text,
	"email" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"subscriber_id" integer,
	"ip" "inet",
	"user_agent" text,
	"status" "contact_message_status" DEFAULT 'new' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"admin_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" "inet",
	"user_agent" text,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" "admin_role" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_users_failed_attempts_non_negative" CHECK ("admin_users"."failed_attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_type" "actor_type" NOT NULL,
	"actor_id" integer,
	"actor_label" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" "inet",
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_webhook_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_webhook_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"external_id" text NOT NULL,
	"kind" "operator_webhook_kind" NOT NULL,
	"msisdn" text,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	"result" text,
	CONSTRAINT "operator_webhook_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_events" ADD CONSTRAINT "subscription_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_refund_of_id_transactions_id_fk" FOREIGN KEY ("refund_of_id") REFERENCES "public"."transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msisdn_verifications" ADD CONSTRAINT "msisdn_verifications_otp_id_otps_id_fk" FOREIGN KEY ("otp_id") REFERENCES "public"."otps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "msisdn_verifications" ADD CONSTRAINT "msisdn_verifications_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_list_items" ADD CONSTRAINT "price_list_items_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_item_prices" ADD CONSTRAINT "category_item_prices_item_id_category_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."category_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_item_prices" ADD CONSTRAINT "category_item_prices_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_item_prices" ADD CONSTRAINT "category_item_prices_published_by_admin_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_items" ADD CONSTRAINT "category_items_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_items" ADD CONSTRAINT "category_items_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_company_phones" ADD CONSTRAINT "exchange_company_phones_company_id_exchange_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."exchange_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_admin_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_pages" ADD CONSTRAINT "information_pages_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_subscriber_id_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."subscribers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_admin_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_renewal_at") WHERE "subscriptions"."next_renewal_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_open_per_subscriber" ON "subscriptions" USING btree ("subscriber_id") WHERE "subscriptions"."state" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "subscriptions_subscriber_id_idx" ON "subscriptions" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "subscriptions_plan_id_state_idx" ON "subscriptions" USING btree ("plan_id","state");--> statement-breakpoint
CREATE INDEX "subscription_events_subscription_created_idx" ON "subscription_events" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_subscriber_created_idx" ON "transactions" USING btree ("subscriber_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "transactions_subscription_id_idx" ON "transactions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "transactions_pending_idx" ON "transactions" USING btree ("created_at") WHERE "transactions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "msisdn_verifications_lookup_idx" ON "msisdn_verifications" USING btree ("msisdn","purpose","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "otps_one_open_per_msisdn_purpose" ON "otps" USING btree ("msisdn","purpose") WHERE "otps"."consumed_at" is null and "otps"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "otps_msisdn_created_idx" ON "otps" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "otps_ip_created_idx" ON "otps" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "otps_msisdn_block_created_idx" ON "otps" USING btree ("msisdn_block","created_at");--> statement-breakpoint
CREATE INDEX "otps_created_at_idx" ON "otps" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_tokens_subscriber_id_idx" ON "access_tokens" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "sms_messages_msisdn_created_idx" ON "sms_messages" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_queued_idx" ON "sms_messages" USING btree ("next_attempt_at") WHERE "sms_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "sms_messages_gateway_message_idx" ON "sms_messages" USING btree ("driver","gateway_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_created_at_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_one_base" ON "currencies" USING btree ("is_base") WHERE "currencies"."is_base";--> statement-breakpoint
CREATE UNIQUE INDEX "price_sources_one_primary" ON "price_sources" USING btree ("is_primary") WHERE "price_sources"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "rates_source_currency_recorded_unique" ON "rates" USING btree ("source_id","currency_id","recorded_at");--> statement-breakpoint
CREATE INDEX "rates_currency_recorded_idx" ON "rates" USING btree ("currency_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "price_list_items_list_currency_unique" ON "price_list_items" USING btree ("price_list_id","currency_id");--> statement-breakpoint
CREATE INDEX "price_list_items_currency_id_idx" ON "price_list_items" USING btree ("currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_source_date_unique" ON "price_lists" USING btree ("source_id","list_date");--> statement-breakpoint
CREATE INDEX "price_lists_list_date_idx" ON "price_lists" USING btree ("list_date");--> statement-breakpoint
CREATE INDEX "category_item_prices_item_source_recorded_idx" ON "category_item_prices" USING btree ("item_id","source_id","recorded_at");--> statement-breakpoint
CREATE INDEX "category_items_category_id_idx" ON "category_items" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "exchange_companies_scope_idx" ON "exchange_companies" USING btree ("scope","sort_order");--> statement-breakpoint
CREATE INDEX "exchange_company_phones_company_id_idx" ON "exchange_company_phones" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "news_status_published_idx" ON "news" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_user_id_idx" ON "admin_sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_email_unique" ON "admin_users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "operator_webhook_events_msisdn_idx" ON "operator_webhook_events" USING btree ("msisdn","received_at");