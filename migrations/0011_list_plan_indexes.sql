DROP INDEX "cargo_matches_status_idx";--> statement-breakpoint
DROP INDEX "cargo_requests_user_idx";--> statement-breakpoint
DROP INDEX "vessel_availabilities_owner_idx";--> statement-breakpoint
DROP INDEX "greenrefit_assessments_owner_updated_idx";--> statement-breakpoint
DROP INDEX "quote_requests_requester_created_idx";--> statement-breakpoint
DROP INDEX "quote_requests_status_created_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at","id") WHERE handled_at IS NULL;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (lower("first_name"),lower("last_name"),"id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "cargo_matches_created_idx" ON "cargo_matches" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cargo_matches_score_idx" ON "cargo_matches" USING btree ("match_score","created_at","id");--> statement-breakpoint
CREATE INDEX "cargo_matches_status_score_idx" ON "cargo_matches" USING btree ("status","match_score","created_at","id");--> statement-breakpoint
CREATE INDEX "cargo_requests_created_idx" ON "cargo_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vessel_availabilities_created_idx" ON "vessel_availabilities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "vessel_availabilities_departure_idx" ON "vessel_availabilities" USING btree ("departure_date");--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "cargo_matches_status_idx" ON "cargo_matches" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "cargo_requests_user_idx" ON "cargo_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vessel_availabilities_owner_idx" ON "vessel_availabilities" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "greenrefit_assessments_owner_updated_idx" ON "greenrefit_assessments" USING btree ("owner_id","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "quote_requests_requester_created_idx" ON "quote_requests" USING btree ("requester_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at","id");