CREATE TABLE "settlement_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"imported_by_id" integer,
	"imported_by_label" text NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"covered_from" date,
	"covered_to" date,
	"summary" jsonb,
	"totals" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "settlement_imports_sha256_unique" UNIQUE("sha256")
);
--> statement-breakpoint
CREATE TABLE "settlement_report_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settlement_report_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"group" text NOT NULL,
	"line" integer,
	"day" date NOT NULL,
	"reference" text NOT NULL,
	"msisdn" text,
	"currency" text NOT NULL,
	"amount_there_minor" bigint,
	"amount_here_minor" bigint,
	"status_there" text,
	"status_here" text
);
--> statement-breakpoint
CREATE TABLE "settlement_seen_references" (
	"import_id" integer NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "settlement_seen_references_import_id_reference_status_pk" PRIMARY KEY("import_id","reference","status")
);
--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_imported_by_id_admin_users_id_fk" FOREIGN KEY ("imported_by_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_report_lines" ADD CONSTRAINT "settlement_report_lines_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_seen_references" ADD CONSTRAINT "settlement_seen_references_import_id_settlement_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."settlement_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settlement_report_lines_import_idx" ON "settlement_report_lines" USING btree ("import_id","group","id");--> statement-breakpoint
CREATE INDEX "transactions_refund_of_idx" ON "transactions" USING btree ("refund_of_id") WHERE "transactions"."refund_of_id" is not null;