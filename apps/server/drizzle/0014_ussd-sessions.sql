CREATE TABLE "ussd_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ussd_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"session_id" text NOT NULL,
	"msisdn" text NOT NULL,
	"service_code" text NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"last_screen" text DEFAULT 'main' NOT NULL,
	CONSTRAINT "ussd_sessions_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE INDEX "ussd_sessions_started_at_idx" ON "ussd_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "ussd_sessions_open_idx" ON "ussd_sessions" USING btree ("updated_at") WHERE "ussd_sessions"."ended_at" is null;