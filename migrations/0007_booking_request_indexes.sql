DROP INDEX "ship_booking_requests_requester_idx";--> statement-breakpoint
CREATE INDEX "ship_booking_requests_requester_status_idx" ON "ship_booking_requests" USING btree ("requester_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_booking_requests_offering_created_idx" ON "ship_booking_requests" USING btree ("ship_offering_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_booking_requests_requester_idx" ON "ship_booking_requests" USING btree ("requester_id","created_at","id");