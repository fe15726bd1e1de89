CREATE TABLE "keyword_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keyword_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"message_id" text NOT NULL,
	"msisdn" text,
	"text" text NOT NULL,
	"keyword" text NOT NULL,
	"argument" text,
	"outcome" text NOT NULL,
	"reply_sms_id" bigint,
	"reply_text" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_messages_event_unique" UNIQUE("event_id"),
	CONSTRAINT "keyword_messages_msisdn_digits" CHECK ("keyword_messages"."msisdn" ~ '^[0-9]{8,15}$')
);
--> statement-breakpoint
CREATE TABLE "keyword_opt_ins" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "keyword_opt_ins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"msisdn" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_message_id" text NOT NULL,
	"confirm_message_id" text,
	"subscription_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "keyword_opt_ins_msisdn_digits" CHECK ("keyword_opt_ins"."msisdn" ~ '^[0-9]{8,15}$'),
	CONSTRAINT "keyword_opt_ins_status" CHECK ("keyword_opt_ins"."status" in ('pending', 'confirmed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "keyword_samples" (
	"msisdn" text NOT NULL,
	"day" date NOT NULL,
	"message_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "keyword_samples_msisdn_day_pk" PRIMARY KEY("msisdn","day")
);
--> statement-breakpoint
ALTER TABLE "operator_webhook_events" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "keyword_messages" ADD CONSTRAINT "keyword_messages_event_id_operator_webhook_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."operator_webhook_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_messages" ADD CONSTRAINT "keyword_messages_reply_sms_id_sms_messages_id_fk" FOREIGN KEY ("reply_sms_id") REFERENCES "public"."sms_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_opt_ins" ADD CONSTRAINT "keyword_opt_ins_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keyword_opt_ins" ADD CONSTRAINT "keyword_opt_ins_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "keyword_messages_received_idx" ON "keyword_messages" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "keyword_messages_msisdn_idx" ON "keyword_messages" USING btree ("msisdn","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "keyword_opt_ins_one_pending_per_msisdn" ON "keyword_opt_ins" USING btree ("msisdn") WHERE "keyword_opt_ins"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "keyword_opt_ins_confirm_message_idx" ON "keyword_opt_ins" USING btree ("confirm_message_id");