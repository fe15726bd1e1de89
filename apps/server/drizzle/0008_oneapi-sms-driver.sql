-- The GSMA OneAPI SMS driver (docs/operator-integration.md#sms): its messages are stored with
-- driver 'oneapi'. Nothing in this migration uses the new value, so it runs inside the migration's
-- transaction on PostgreSQL 15 and PGlite alike.
ALTER TYPE "public"."sms_driver" ADD VALUE 'oneapi';