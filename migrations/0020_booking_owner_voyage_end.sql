-- Issue 28: booking requests carry their offering's owner and voyage end, kept by triggers, so the owner's
-- incoming requests and the active charters are read through indexes of this table (no join over the owner's
-- whole history of offerings).
ALTER TABLE "ship_booking_requests" ADD COLUMN "offering_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "voyage_end" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION fh_booking_offering_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT o.owner_id, coalesce(o.arrival_date, o.departure_date) INTO NEW.offering_owner_id, NEW.voyage_end
  FROM ship_offerings o WHERE o.id = NEW.ship_offering_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_booking_offering_copy BEFORE INSERT OR UPDATE OF ship_offering_id, offering_owner_id, voyage_end ON ship_booking_requests FOR EACH ROW EXECUTE FUNCTION fh_booking_offering_copy();
--> statement-breakpoint
CREATE FUNCTION fh_offering_booking_copies() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The owner changes when an account is deleted (set null), the dates when a voyage is edited: both rare.
  UPDATE ship_booking_requests b SET offering_owner_id = n.owner_id
  FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE b.ship_offering_id = n.id AND (n.owner_id IS DISTINCT FROM o.owner_id
    OR n.departure_date IS DISTINCT FROM o.departure_date OR n.arrival_date IS DISTINCT FROM o.arrival_date);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_offering_booking_copies AFTER UPDATE ON ship_offerings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_offering_booking_copies();
--> statement-breakpoint
UPDATE ship_booking_requests b SET offering_owner_id = o.owner_id FROM ship_offerings o WHERE o.id = b.ship_offering_id;
--> statement-breakpoint
CREATE INDEX "ship_booking_requests_owner_idx" ON "ship_booking_requests" USING btree ("offering_owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_booking_requests_owner_status_idx" ON "ship_booking_requests" USING btree ("offering_owner_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_booking_requests_requester_active_idx" ON "ship_booking_requests" USING btree ("requester_id","voyage_end") WHERE "ship_booking_requests"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "ship_booking_requests_owner_active_idx" ON "ship_booking_requests" USING btree ("offering_owner_id","voyage_end","requester_id") WHERE "ship_booking_requests"."status" = 'accepted';