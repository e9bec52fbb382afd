-- Issue 25 §1 (PRODUCT.md 37): offerings may be priced in EUR. A booking request keeps its offering's currency,
-- so its budget, counter-offer and agreement stay in the currency they were made in.
ALTER TABLE "ship_booking_requests" ADD COLUMN "currency" "currency" DEFAULT 'USD' NOT NULL;--> statement-breakpoint
UPDATE "ship_booking_requests" b SET "currency" = o."price_currency" FROM "ship_offerings" o WHERE o."id" = b."ship_offering_id";--> statement-breakpoint
-- The public list sorts and filters by price across currencies through an index: the price in USD at the current
-- dated rate, kept by the two triggers below (a row's on write of its price, every EUR row's when the rates change).
ALTER TABLE "ship_offerings" ADD COLUMN "price_usd_per_teu" numeric(12, 2);--> statement-breakpoint
-- The rate every conversion uses (server/modules/money/exchange-rate.repository.ts getCurrentRate): the newest day,
-- the latest write breaking a tie. round() on numeric rounds half away from zero, as convertCents does.
CREATE FUNCTION fh_eur_usd_rate() RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT "rate" FROM "exchange_rates" WHERE "base" = 'EUR' AND "quote" = 'USD'
  ORDER BY "rate_date" DESC, "created_at" DESC LIMIT 1
$$;--> statement-breakpoint
CREATE FUNCTION fh_offering_price_usd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.price_usd_per_teu := CASE WHEN NEW.price_currency = 'USD' THEN NEW.price_per_teu
    ELSE round(NEW.price_per_teu * fh_eur_usd_rate(), 2) END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER fh_offering_price_usd BEFORE INSERT OR UPDATE OF price_per_teu, price_currency ON ship_offerings FOR EACH ROW EXECUTE FUNCTION fh_offering_price_usd();--> statement-breakpoint
CREATE FUNCTION fh_reprice_offerings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ship_offerings SET price_usd_per_teu = round(price_per_teu * fh_eur_usd_rate(), 2)
  WHERE price_currency = 'EUR' AND price_usd_per_teu IS DISTINCT FROM round(price_per_teu * fh_eur_usd_rate(), 2);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER fh_reprice_offerings AFTER INSERT OR UPDATE OR DELETE ON exchange_rates FOR EACH STATEMENT EXECUTE FUNCTION fh_reprice_offerings();--> statement-breakpoint
UPDATE "ship_offerings" SET "price_usd_per_teu" = CASE WHEN "price_currency" = 'USD' THEN "price_per_teu" ELSE round("price_per_teu" * fh_eur_usd_rate(), 2) END;--> statement-breakpoint
DROP INDEX "ship_offerings_listed_price_idx";--> statement-breakpoint
CREATE INDEX "ship_offerings_listed_price_idx" ON "ship_offerings" USING btree ("price_usd_per_teu","id") WHERE approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL;
