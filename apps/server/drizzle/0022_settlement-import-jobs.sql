CREATE TABLE "settlement_files" (
	"upload" uuid NOT NULL,
	"part" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_files_upload_part_pk" PRIMARY KEY("upload","part")
);
--> statement-breakpoint
CREATE TABLE "settlement_import_failures" (
	"id" integer PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_by_id" integer,
	"imported_by_label" text NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"detail" text NOT NULL,
	"line" integer,
	"limit_value" integer,
	"attempts" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "upload" uuid;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "columns" jsonb;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "file_bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "run" uuid;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_import_failures" ADD CONSTRAINT "settlement_import_failures_imported_by_id_admin_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Before this release every process ran its own imports, and a crash left its row running: only the
-- newest such row can stay under the one-active rule (a worker takes it over or fails it).
DELETE FROM "settlement_imports" WHERE "status" = 'running' AND "id" <> (SELECT max("id") FROM "settlement_imports" WHERE "status" = 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_imports_one_active" ON "settlement_imports" USING btree ((true)) WHERE "settlement_imports"."status" in ('queued', 'running');