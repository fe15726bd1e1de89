-- Partner keys and the rate review queue (docs/partner-api.md, docs/design.md#the-rate-review-queue).
-- Nothing in this migration uses the new actor_type value 'partner', so it runs inside the
-- migration's transaction on PostgreSQL 15 and PGlite alike.
CREATE TYPE "public"."rate_review_origin" AS ENUM('partner', 'feed');--> statement-breakpoint
CREATE TYPE "public"."rate_review_status" AS ENUM('pending', 'approved', 'rejected', 'superseded');--> statement-breakpoint
ALTER TYPE "public"."actor_type" ADD VALUE 'partner';--> statement-breakpoint
CREATE TABLE "partner_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"source_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"buy" numeric(20, 6) NOT NULL,
	"sell" numeric(20, 6) NOT NULL,
	"previous_buy" numeric(20, 6),
	"previous_sell" numeric(20, 6),
	"origin_kind" "rate_review_origin" NOT NULL,
	"origin_id" text NOT NULL,
	"origin_name" text NOT NULL,
	"status" "rate_review_status" DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_reviews_sell_not_below_buy" CHECK ("rate_reviews"."sell" >= "rate_reviews"."buy" and "rate_reviews"."buy" > 0)
);
--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_keys" ADD CONSTRAINT "partner_keys_created_by_admin_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_reviews" ADD CONSTRAINT "rate_reviews_source_id_price_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."price_sources"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_reviews" ADD CONSTRAINT "rate_reviews_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_reviews" ADD CONSTRAINT "rate_reviews_decided_by_admin_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_keys_hash_unique" ON "partner_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "partner_keys_source_idx" ON "partner_keys" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "rate_reviews_status_created_idx" ON "rate_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rate_reviews_pending_pair_unique" ON "rate_reviews" USING btree ("source_id","currency_id") WHERE "rate_reviews"."status" = 'pending';