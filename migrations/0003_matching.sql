CREATE TYPE "public"."availability_status" AS ENUM('available', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."cargo_request_status" AS ENUM('pending', 'matched', 'withdrawn');--> statement-breakpoint
CREATE TYPE "public"."cargo_type" AS ENUM('general', 'reefer', 'dangerous', 'out_of_gauge', 'tank');--> statement-breakpoint
CREATE TYPE "public"."match_expired_reason" AS ENUM('withdrawn', 'request_matched', 'capacity_taken', 'changed');--> statement-breakpoint
CREATE TYPE "public"."match_status" AS ENUM('proposed', 'accepted', 'rejected', 'expired');--> statement-breakpoint
CREATE TABLE "cargo_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"availability_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"carrier_id" uuid,
	"shipper_id" uuid,
	"match_score" numeric(4, 3) NOT NULL,
	"breakdown" jsonb NOT NULL,
	"price_per_teu" numeric(12, 2) NOT NULL,
	"status" "match_status" DEFAULT 'proposed' NOT NULL,
	"expired_reason" "match_expired_reason",
	"feedback" text,
	"rejection_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reserved_teu" integer,
	"co2_saved_t" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_matches_score_range" CHECK ("cargo_matches"."match_score" >= 0 AND "cargo_matches"."match_score" <= 1),
	CONSTRAINT "cargo_matches_rejection_has_reason" CHECK ("cargo_matches"."status" <> 'rejected' OR "cargo_matches"."rejection_reason" IS NOT NULL),
	CONSTRAINT "cargo_matches_accepted_reserves" CHECK ("cargo_matches"."status" <> 'accepted' OR "cargo_matches"."reserved_teu" > 0)
);
--> statement-breakpoint
CREATE TABLE "cargo_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"alternative_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"alternative_destinations" text[] DEFAULT '{}'::text[] NOT NULL,
	"requested_teu" integer NOT NULL,
	"cargo_type" "cargo_type" DEFAULT 'general' NOT NULL,
	"required_equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_departure_date" timestamp with time zone NOT NULL,
	"latest_arrival_date" timestamp with time zone NOT NULL,
	"max_price_per_teu" numeric(12, 2),
	"special_requirements" text,
	"urgency_level" "urgency_level" DEFAULT 'normal' NOT NULL,
	"status" "cargo_request_status" DEFAULT 'pending' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"matching_ms" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cargo_requests_teu_positive" CHECK ("cargo_requests"."requested_teu" > 0),
	CONSTRAINT "cargo_requests_window_ordered" CHECK ("cargo_requests"."latest_arrival_date" > "cargo_requests"."preferred_departure_date"),
	CONSTRAINT "cargo_requests_ports_differ" CHECK ("cargo_requests"."origin_port" <> "cargo_requests"."destination_port"),
	CONSTRAINT "cargo_requests_price_non_negative" CHECK ("cargo_requests"."max_price_per_teu" IS NULL OR "cargo_requests"."max_price_per_teu" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vessel_availabilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"vessel_id" uuid,
	"ship_offering_id" uuid,
	"vessel_name" text NOT NULL,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"departure_date" timestamp with time zone NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"available_teu" integer,
	"teu_capacity" integer NOT NULL,
	"price_per_teu" numeric(12, 2) NOT NULL,
	"cargo_types" text[] NOT NULL,
	"special_equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "availability_status" DEFAULT 'available' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"matching_ms" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vessel_availabilities_one_pool" CHECK (("vessel_availabilities"."ship_offering_id" IS NULL) = ("vessel_availabilities"."available_teu" IS NOT NULL)),
	CONSTRAINT "vessel_availabilities_teu_range" CHECK ("vessel_availabilities"."available_teu" IS NULL OR ("vessel_availabilities"."available_teu" >= 0 AND "vessel_availabilities"."available_teu" <= "vessel_availabilities"."teu_capacity")),
	CONSTRAINT "vessel_availabilities_capacity_positive" CHECK ("vessel_availabilities"."teu_capacity" > 0),
	CONSTRAINT "vessel_availabilities_price_non_negative" CHECK ("vessel_availabilities"."price_per_teu" >= 0),
	CONSTRAINT "vessel_availabilities_arrival_after_departure" CHECK ("vessel_availabilities"."arrival_date" > "vessel_availabilities"."departure_date"),
	CONSTRAINT "vessel_availabilities_ports_differ" CHECK ("vessel_availabilities"."origin_port" <> "vessel_availabilities"."destination_port"),
	CONSTRAINT "vessel_availabilities_cargo_types" CHECK (cardinality("vessel_availabilities"."cargo_types") > 0)
);
--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_availability_id_vessel_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."vessel_availabilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_request_id_cargo_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cargo_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_carrier_id_users_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_shipper_id_users_id_fk" FOREIGN KEY ("shipper_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_matches" ADD CONSTRAINT "cargo_matches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_requests" ADD CONSTRAINT "cargo_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_availabilities" ADD CONSTRAINT "vessel_availabilities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_availabilities" ADD CONSTRAINT "vessel_availabilities_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vessel_availabilities" ADD CONSTRAINT "vessel_availabilities_ship_offering_id_ship_offerings_id_fk" FOREIGN KEY ("ship_offering_id") REFERENCES "public"."ship_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cargo_matches_pair_unique" ON "cargo_matches" USING btree ("availability_id","request_id");--> statement-breakpoint
CREATE INDEX "cargo_matches_request_idx" ON "cargo_matches" USING btree ("request_id","status");--> statement-breakpoint
CREATE INDEX "cargo_matches_carrier_idx" ON "cargo_matches" USING btree ("carrier_id","created_at");--> statement-breakpoint
CREATE INDEX "cargo_matches_shipper_idx" ON "cargo_matches" USING btree ("shipper_id","created_at");--> statement-breakpoint
CREATE INDEX "cargo_matches_status_idx" ON "cargo_matches" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "cargo_requests_user_idx" ON "cargo_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cargo_requests_open_route_idx" ON "cargo_requests" USING btree ("origin_port","destination_port","preferred_departure_date") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "cargo_requests_open_alt_origins_idx" ON "cargo_requests" USING gin ("alternative_origins") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "cargo_requests_open_alt_destinations_idx" ON "cargo_requests" USING gin ("alternative_destinations") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vessel_availabilities_offering_unique" ON "vessel_availabilities" USING btree ("ship_offering_id") WHERE status = 'available';--> statement-breakpoint
CREATE INDEX "vessel_availabilities_owner_idx" ON "vessel_availabilities" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "vessel_availabilities_open_route_idx" ON "vessel_availabilities" USING btree ("origin_port","destination_port","departure_date") WHERE status = 'available';