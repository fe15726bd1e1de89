-- docs/operators.md#settlement: each settlement file is one operator's, matched against its ledger only.
ALTER TABLE "settlement_imports" DROP CONSTRAINT "settlement_imports_sha256_unique";--> statement-breakpoint
ALTER TABLE "settlement_import_failures" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD COLUMN "operator_id" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_imports" ADD CONSTRAINT "settlement_imports_operator_sha256_unique" UNIQUE("operator_id","sha256");