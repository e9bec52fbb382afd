CREATE TYPE "public"."quote_status" AS ENUM('sent', 'in_discussion', 'quoted', 'closed');--> statement-breakpoint
CREATE TABLE "greenrefit_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"vessel_id" uuid,
	"name" text NOT NULL,
	"input" jsonb NOT NULL,
	"ship_name" text NOT NULL,
	"rating_now" text,
	"rating_2030_after" text,
	"capex_eur" numeric(12, 2) NOT NULL,
	"payback_years" numeric(6, 2),
	"co2_saving_t" numeric(12, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "greenrefit_assessments_capex_non_negative" CHECK ("greenrefit_assessments"."capex_eur" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"assessment_id" uuid,
	"shipyard_id" uuid,
	"assessment_name" text NOT NULL,
	"ship_name" text NOT NULL,
	"summary" jsonb NOT NULL,
	"shipyard_name" text NOT NULL,
	"shipyard_port" text NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"requester_company" text,
	"message" text NOT NULL,
	"status" "quote_status" DEFAULT 'sent' NOT NULL,
	"admin_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipyards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"port" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"measures" text[] NOT NULL,
	"contact_name" text,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"website" text,
	"description" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipyards_measures_present" CHECK (cardinality("shipyards"."measures") > 0)
);
--> statement-breakpoint
ALTER TABLE "greenrefit_assessments" ADD CONSTRAINT "greenrefit_assessments_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "greenrefit_assessments" ADD CONSTRAINT "greenrefit_assessments_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_assessment_id_greenrefit_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."greenrefit_assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_shipyard_id_shipyards_id_fk" FOREIGN KEY ("shipyard_id") REFERENCES "public"."shipyards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "greenrefit_assessments_owner_updated_idx" ON "greenrefit_assessments" USING btree ("owner_id","updated_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "quote_requests_requester_created_idx" ON "quote_requests" USING btree ("requester_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipyards_region_idx" ON "shipyards" USING btree ("region");