-- Issue 28: notifications are counted on read again. Kept by a trigger, a notice one user's action writes for
-- others locked their counter rows while the writer held its own: two such actions deadlocked (ADR 016).
DROP TRIGGER "fh_count_notifications_insert" ON "notifications";--> statement-breakpoint
DROP TRIGGER "fh_count_notifications_update" ON "notifications";--> statement-breakpoint
DROP TRIGGER "fh_count_notifications_delete" ON "notifications";--> statement-breakpoint
DROP FUNCTION "fh_count_notifications"();--> statement-breakpoint
ALTER TABLE "user_counters" DROP COLUMN "notifications";--> statement-breakpoint
ALTER TABLE "user_counters" DROP COLUMN "unread_notifications";