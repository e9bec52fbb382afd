-- Issue 28, ADR 016: notification counts kept as append-only deltas, summed on read and folded now and then.
-- A writer only inserts delta rows (no counter row is locked), so notices written for other users cannot deadlock.
CREATE TABLE "notification_count_deltas" (
	"user_id" uuid NOT NULL,
	"notifications" integer NOT NULL,
	"unread_notifications" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "notifications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "unread_notifications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_count_deltas" ADD CONSTRAINT "notification_count_deltas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_count_deltas_user_idx" ON "notification_count_deltas" USING btree ("user_id");--> statement-breakpoint
CREATE FUNCTION fh_count_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One delta row per user whose counts the statement changed. A user deleted in this transaction (the cascade of
  -- an account's deletion) gets none: their counter row and deltas go with them.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO notification_count_deltas (user_id, notifications, unread_notifications)
    SELECT user_id, count(*)::int, (count(*) FILTER (WHERE NOT read))::int FROM new_rows GROUP BY user_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO notification_count_deltas (user_id, notifications, unread_notifications)
    SELECT o.user_id, -count(*)::int, -(count(*) FILTER (WHERE NOT o.read))::int FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = o.user_id) GROUP BY o.user_id;
  ELSE
    INSERT INTO notification_count_deltas (user_id, notifications, unread_notifications)
    SELECT x.user_id, sum(x.n)::int, sum(x.unread)::int FROM (
      SELECT user_id, 1 AS n, (NOT read)::int AS unread FROM new_rows
      UNION ALL SELECT user_id, -1 AS n, -(NOT read)::int AS unread FROM old_rows
    ) x
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = x.user_id)
    GROUP BY x.user_id HAVING sum(x.n) <> 0 OR sum(x.unread) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_count_notifications_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_notifications();
--> statement-breakpoint
CREATE TRIGGER fh_count_notifications_update AFTER UPDATE ON notifications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_notifications();
--> statement-breakpoint
CREATE TRIGGER fh_count_notifications_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_notifications();
--> statement-breakpoint
UPDATE user_counters c SET notifications = n.total, unread_notifications = n.unread
FROM (
  SELECT user_id, count(*)::int AS total, (count(*) FILTER (WHERE NOT read))::int AS unread
  FROM notifications GROUP BY user_id
) n
WHERE n.user_id = c.user_id;
