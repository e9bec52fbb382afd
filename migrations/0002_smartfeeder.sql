CREATE TABLE "smartfeeder_calculations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"origin_port" text NOT NULL,
	"destination_port" text NOT NULL,
	"route_distance" numeric(8, 1) NOT NULL,
	"estimated_duration" numeric(8, 1) NOT NULL,
	"co2_estimation" numeric(12, 2) NOT NULL,
	"fuel_estimation" numeric(12, 2) NOT NULL,
	"suggested_vessel_type" text NOT NULL,
	"estimated_cost" numeric(12, 2) NOT NULL,
	"calculation_inputs" jsonb NOT NULL,
	"calculation_results" jsonb NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "smartfeeder_calculations_status" CHECK ("smartfeeder_calculations"."status" = 'completed'),
	CONSTRAINT "smartfeeder_calculations_distance_nonnegative" CHECK ("smartfeeder_calculations"."route_distance" >= 0)
);
--> statement-breakpoint
ALTER TABLE "smartfeeder_calculations" ADD CONSTRAINT "smartfeeder_calculations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smartfeeder_calculations_user_created_idx" ON "smartfeeder_calculations" USING btree ("user_id","created_at");