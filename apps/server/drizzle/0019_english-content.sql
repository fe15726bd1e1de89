-- English versions of the editors' texts for the English portal (docs/product.md#languages). Nullable:
-- a missing English text falls back to the Arabic one, so existing rows need nothing.
ALTER TABLE "plans" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "price_sources" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "price_sources" ADD COLUMN "city_en" text;--> statement-breakpoint
ALTER TABLE "price_sources" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "category_items" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "category_items" ADD COLUMN "unit_en" text;--> statement-breakpoint
ALTER TABLE "category_items" ADD COLUMN "description_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "body_html_en" text;--> statement-breakpoint
ALTER TABLE "information_pages" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "information_pages" ADD COLUMN "body_html_en" text;