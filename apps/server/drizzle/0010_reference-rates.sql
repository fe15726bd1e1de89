CREATE TABLE "reference_rates" (
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"base" text NOT NULL,
	"per_base" numeric(24, 10) NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_rates_day_currency_pk" PRIMARY KEY("day","currency"),
	CONSTRAINT "reference_rates_currency_check" CHECK ("reference_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "reference_rates_base_check" CHECK ("reference_rates"."base" ~ '^[A-Z]{3}$')
);
