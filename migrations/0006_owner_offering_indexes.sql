DROP INDEX "ship_offerings_owner_idx";--> statement-breakpoint
CREATE INDEX "ship_offerings_owner_departure_idx" ON "ship_offerings" USING btree ("owner_id","departure_date","id");--> statement-breakpoint
CREATE INDEX "ship_offerings_owner_approval_idx" ON "ship_offerings" USING btree ("owner_id","approval_status","created_at","id");--> statement-breakpoint
CREATE INDEX "ship_offerings_owner_idx" ON "ship_offerings" USING btree ("owner_id","created_at","id");