CREATE TYPE "public"."fuel_type" AS ENUM('hfo', 'vlsfo', 'mgo', 'lng', 'methanol');--> statement-breakpoint
CREATE TYPE "public"."vessel_status" AS ENUM('active', 'laid_up');--> statement-breakpoint
CREATE TYPE "public"."offering_status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TYPE "public"."booking_status" AS ENUM('pending', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."urgency_level" AS ENUM('low', 'normal', 'high', 'urgent');--> statement-breakpoint
CREATE TABLE "vessels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"imo_number" text NOT NULL,
	"teu_capacity" integer NOT NULL,
	"deadweight_tonnes" integer,
	"gross_tonnage" integer,
	"year_built" integer,
	"main_engine_power_kw" integer,
	"service_speed_knots" numeric(4, 1),
	"fuel_consumption_t_per_day" numeric(5, 1),
	"fuel_type" "fuel_type" DEFAULT 'vlsfo' NOT NULL,
	"scrubber_fitted" boolean DEFAULT false NOT NULL,
	"status" "vessel_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vessels_imo_format" CHECK ("vessels"."imo_number" ~ '^[0-9]{7}$'),
	CONSTRAINT "vessels_teu_positive" CHECK ("vessels"."teu_capacity" > 0),
	CONSTRAINT "vessels_dwt_positive" CHECK ("vessels"."deadweight_tonnes" IS NULL OR "vessels"."deadweight_tonnes" > 0),
	CONSTRAINT "vessels_gt_positive" CHECK ("vessels"."gross_tonnage" IS NULL OR "vessels"."gross_tonnage" > 0),
	CONSTRAINT "vessels_year_built_range" CHECK ("vessels"."year_built" IS NULL OR "vessels"."year_built" BETWEEN 1900 AND 2100),
	CONSTRAINT "vessels_power_positive" CHECK ("vessels"."main_engine_power_kw" IS NULL OR "vessels"."main_engine_power_kw" > 0),
	CONSTRAINT "vessels_speed_positive" CHECK ("vessels"."service_speed_knots" IS NULL OR "vessels"."service_speed_knots" > 0),
	CONSTRAINT "vessels_fuel_positive" CHECK ("vessels"."fuel_consumption_t_per_day" IS NULL OR "vessels"."fuel_consumption_t_per_day" > 0)
);
--> statement-breakpoint
CREATE TABLE "ship_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"vessel_id" uuid,
	"ship_name" text NOT NULL,
	"teu_capacity" integer NOT NULL,
	"available_capacity" integer NOT NULL,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"departure_date" timestamp with time zone NOT NULL,
	"arrival_date" timestamp with time zone,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"company_name" text,
	"price_per_teu" numeric(12, 2) NOT NULL,
	"cargo_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"special_requirements" text,
	"status" "offering_status" DEFAULT 'active' NOT NULL,
	"approval_status" "approval_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ship_offerings_teu_positive" CHECK ("ship_offerings"."teu_capacity" > 0),
	CONSTRAINT "ship_offerings_available_range" CHECK ("ship_offerings"."available_capacity" >= 0 AND "ship_offerings"."available_capacity" <= "ship_offerings"."teu_capacity"),
	CONSTRAINT "ship_offerings_price_non_negative" CHECK ("ship_offerings"."price_per_teu" >= 0),
	CONSTRAINT "ship_offerings_arrival_after_departure" CHECK ("ship_offerings"."arrival_date" IS NULL OR "ship_offerings"."arrival_date" > "ship_offerings"."departure_date"),
	CONSTRAINT "ship_offerings_ports_differ" CHECK ("ship_offerings"."origin_port" <> "ship_offerings"."destination_port"),
	CONSTRAINT "ship_offerings_rejection_has_reason" CHECK ("ship_offerings"."approval_status" <> 'rejected' OR "ship_offerings"."rejection_reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "ship_booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ship_offering_id" uuid NOT NULL,
	"requester_id" uuid,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"company_name" text,
	"requested_teu" integer NOT NULL,
	"cargo_description" text NOT NULL,
	"special_requirements" text,
	"urgency_level" "urgency_level" DEFAULT 'normal' NOT NULL,
	"max_budget" numeric(12, 2),
	"flexible_dates" boolean DEFAULT false NOT NULL,
	"status" "booking_status" DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ship_booking_requests_teu_positive" CHECK ("ship_booking_requests"."requested_teu" > 0),
	CONSTRAINT "ship_booking_requests_budget_non_negative" CHECK ("ship_booking_requests"."max_budget" IS NULL OR "ship_booking_requests"."max_budget" >= 0),
	CONSTRAINT "ship_booking_requests_decline_has_reason" CHECK ("ship_booking_requests"."status" <> 'declined' OR "ship_booking_requests"."decline_reason" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "vessels" ADD CONSTRAINT "vessels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_offerings" ADD CONSTRAINT "ship_offerings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_offerings" ADD CONSTRAINT "ship_offerings_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_offerings" ADD CONSTRAINT "ship_offerings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD CONSTRAINT "ship_booking_requests_ship_offering_id_ship_offerings_id_fk" FOREIGN KEY ("ship_offering_id") REFERENCES "public"."ship_offerings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ship_booking_requests" ADD CONSTRAINT "ship_booking_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vessels_owner_imo_unique" ON "vessels" USING btree ("owner_id","imo_number");--> statement-breakpoint
CREATE INDEX "ship_offerings_owner_idx" ON "ship_offerings" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "ship_offerings_vessel_idx" ON "ship_offerings" USING btree ("vessel_id");--> statement-breakpoint
CREATE INDEX "ship_offerings_review_idx" ON "ship_offerings" USING btree ("approval_status","created_at");--> statement-breakpoint
CREATE INDEX "ship_offerings_listed_departure_idx" ON "ship_offerings" USING btree ("departure_date","id") WHERE approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ship_offerings_listed_origin_idx" ON "ship_offerings" USING btree ("origin_port","departure_date") WHERE approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ship_offerings_listed_destination_idx" ON "ship_offerings" USING btree ("destination_port","departure_date") WHERE approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ship_offerings_listed_price_idx" ON "ship_offerings" USING btree ("price_per_teu","id") WHERE approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ship_offerings_listed_available_idx" ON "ship_offerings" USING btree ("available_capacity","id") WHERE approval_status = 'approved' AND status = 'active' AND owner_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ship_booking_requests_offering_idx" ON "ship_booking_requests" USING btree ("ship_offering_id","status");--> statement-breakpoint
CREATE INDEX "ship_booking_requests_requester_idx" ON "ship_booking_requests" USING btree ("requester_id","created_at");