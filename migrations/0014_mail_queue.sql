CREATE TABLE "mail_digest_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"action_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"reply_to" text,
	"language" "language" NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_jobs_status" CHECK ("mail_jobs"."status" IN ('queued', 'sent', 'failed', 'cancelled')),
	CONSTRAINT "mail_jobs_sent_at" CHECK ("mail_jobs"."status" <> 'sent' OR "mail_jobs"."sent_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "mail_preferences" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_preferences_user_id_kind_pk" PRIMARY KEY("user_id","kind"),
	CONSTRAINT "mail_preferences_mode" CHECK ("mail_preferences"."mode" IN ('instant', 'digest', 'off'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipyards" ADD COLUMN "quote_mails_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_digest_items" ADD CONSTRAINT "mail_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_preferences" ADD CONSTRAINT "mail_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_digest_items_user_created_idx" ON "mail_digest_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_jobs_dedupe_key_unique" ON "mail_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_at") WHERE "mail_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_jobs_user_kind_idx" ON "mail_jobs" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "mail_jobs_sent_idx" ON "mail_jobs" USING btree ("sent_at") WHERE "mail_jobs"."status" = 'sent';