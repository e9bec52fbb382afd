CREATE TYPE "public"."ice_class" AS ENUM('none', '1C', '1B', '1A', '1A_super');--> statement-breakpoint
CREATE TYPE "public"."match_party" AS ENUM('carrier', 'shipper');--> statement-breakpoint
CREATE TYPE "public"."booking_event_kind" AS ENUM('requested', 'countered', 'counter_accepted', 'counter_declined', 'accepted', 'declined', 'held', 'confirmed', 'released', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."booking_status" ADD VALUE 'countered' BEFORE 'accepted';--> statement-breakpoint
ALTER TYPE "public"."match_expired_reason" ADD VALUE 'hold_expired';--> statement-breakpoint
ALTER TYPE "public"."match_status" ADD VALUE 'held' BEFORE 'accepted';--> statement-breakpoint
CREATE SEQUENCE "public"."booking_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid,
	"match_id" uuid,
	"actor_id" uuid,
	"kind" "booking_event_kind" NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_one_subject" CHECK (("booking_events"."booking_request_id" IS NULL) <> ("booking_events"."match_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "cargo_matches" DROP CONSTRAINT "cargo_matches_accepted_reserves";--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "length_overall_m" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "beam_m" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "max_draught_m" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "reefer_plugs" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "crane_count" integer;--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "crane_swl_t" numeric(5, 1);--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "ice_class" "ice_class";--> statement-breakpoint
ALTER TABLE "vessels" ADD COLUMN "dg_classes" text[];--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "box_mix" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "commodity" text;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "counter_price_per_teu" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "counter_teu" integer;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "counter_departure" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "counter_note" text;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "agreed_price_per_teu" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "agreed_teu" integer;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "agreed_departure" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "held_by" "match_party";--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "counter_price_per_teu" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "countered_by" "match_party";--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD COLUMN "agreed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cargo_requests" ADD COLUMN "box_mix" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo_requests" ADD COLUMN "commodity" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_request_id_ship_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."ship_booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_match_id_cargo_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."cargo_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_request_idx" ON "booking_events" USING btree ("booking_request_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_match_idx" ON "booking_events" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "cargo_matches_hold_idx" ON "cargo_matches" USING btree ("hold_expires_at");--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD CONSTRAINT "ship_booking_requests_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_reference_unique" UNIQUE("reference");--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_held_expires" CHECK ("cargo_matches"."status"::text <> 'held' OR "cargo_matches"."hold_expires_at" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_accepted_reserves" CHECK ("cargo_matches"."status"::text NOT IN ('accepted', 'held') OR "cargo_matches"."reserved_teu" > 0);