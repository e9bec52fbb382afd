CREATE TYPE "public"."currency" AS ENUM('USD', 'EUR');--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"base" "currency" DEFAULT 'EUR' NOT NULL,
	"quote" "currency" DEFAULT 'USD' NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"source" text NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0),
	CONSTRAINT "exchange_rates_pair" CHECK ("exchange_rates"."base" <> "exchange_rates"."quote")
);
--> statement-breakpoint
ALTER TABLE "cargo_requests" ADD COLUMN "max_price_currency" "currency" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "vessel_availabilities" ADD COLUMN "price_currency" "currency" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_offerings" ADD COLUMN "price_currency" "currency" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "display_currency" "currency" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_pair_day_idx" ON "exchange_rates" USING btree ("base","quote","rate_date");--> statement-breakpoint
-- PRODUCT.md 37: the first dated rate, the ECB euro foreign exchange reference rate of 28 February 2025 (1 EUR = 1.0411 USD); administrators set newer ones (PUT /api/admin/exchange-rate).
INSERT INTO "exchange_rates" ("base", "quote", "rate", "rate_date", "source") VALUES ('EUR', 'USD', 1.0411, '2025-02-28', 'ECB euro foreign exchange reference rate, 28 February 2025');
