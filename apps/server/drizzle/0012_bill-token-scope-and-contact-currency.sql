ALTER TABLE "access_tokens" ADD COLUMN "scope" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_scope_known" CHECK ("access_tokens"."scope" in ('client', 'bill'));