-- Issue 28: counts kept by statement-level triggers (server/db/schema/counters.ts); the backfill counts what exists.
CREATE TABLE "user_counters" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vessels" integer DEFAULT 0 NOT NULL,
	"offerings" integer DEFAULT 0 NOT NULL,
	"booking_requests" integer DEFAULT 0 NOT NULL,
	"cargo_requests" integer DEFAULT 0 NOT NULL,
	"notifications" integer DEFAULT 0 NOT NULL,
	"unread_notifications" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_counters" ADD CONSTRAINT "user_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION fh_count_vessels() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT user_id, sum(vessels)::int AS vessels FROM (
      SELECT owner_id AS user_id, 1 AS vessels FROM new_rows WHERE owner_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(vessels) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET vessels = vessels + r.vessels WHERE user_id = r.user_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT user_id, sum(vessels)::int AS vessels FROM (
      SELECT owner_id AS user_id, -1 AS vessels FROM old_rows WHERE owner_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(vessels) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET vessels = vessels + r.vessels WHERE user_id = r.user_id;
    END LOOP;
  ELSE
    FOR r IN SELECT user_id, sum(vessels)::int AS vessels FROM (
      SELECT owner_id AS user_id, 1 AS vessels FROM new_rows WHERE owner_id IS NOT NULL
      UNION ALL SELECT owner_id AS user_id, -1 AS vessels FROM old_rows WHERE owner_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(vessels) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET vessels = vessels + r.vessels WHERE user_id = r.user_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_count_vessels_insert AFTER INSERT ON vessels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_vessels();
--> statement-breakpoint
CREATE TRIGGER fh_count_vessels_update AFTER UPDATE ON vessels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_vessels();
--> statement-breakpoint
CREATE TRIGGER fh_count_vessels_delete AFTER DELETE ON vessels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_vessels();
--> statement-breakpoint
CREATE FUNCTION fh_count_ship_offerings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT user_id, sum(offerings)::int AS offerings FROM (
      SELECT owner_id AS user_id, 1 AS offerings FROM new_rows WHERE owner_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(offerings) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET offerings = offerings + r.offerings WHERE user_id = r.user_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT user_id, sum(offerings)::int AS offerings FROM (
      SELECT owner_id AS user_id, -1 AS offerings FROM old_rows WHERE owner_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(offerings) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET offerings = offerings + r.offerings WHERE user_id = r.user_id;
    END LOOP;
  ELSE
    FOR r IN SELECT user_id, sum(offerings)::int AS offerings FROM (
      SELECT owner_id AS user_id, 1 AS offerings FROM new_rows WHERE owner_id IS NOT NULL
      UNION ALL SELECT owner_id AS user_id, -1 AS offerings FROM old_rows WHERE owner_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(offerings) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET offerings = offerings + r.offerings WHERE user_id = r.user_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_count_ship_offerings_insert AFTER INSERT ON ship_offerings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_ship_offerings();
--> statement-breakpoint
CREATE TRIGGER fh_count_ship_offerings_update AFTER UPDATE ON ship_offerings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_ship_offerings();
--> statement-breakpoint
CREATE TRIGGER fh_count_ship_offerings_delete AFTER DELETE ON ship_offerings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_ship_offerings();
--> statement-breakpoint
CREATE FUNCTION fh_count_ship_booking_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT user_id, sum(booking_requests)::int AS booking_requests FROM (
      SELECT requester_id AS user_id, 1 AS booking_requests FROM new_rows WHERE requester_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(booking_requests) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET booking_requests = booking_requests + r.booking_requests WHERE user_id = r.user_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT user_id, sum(booking_requests)::int AS booking_requests FROM (
      SELECT requester_id AS user_id, -1 AS booking_requests FROM old_rows WHERE requester_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(booking_requests) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET booking_requests = booking_requests + r.booking_requests WHERE user_id = r.user_id;
    END LOOP;
  ELSE
    FOR r IN SELECT user_id, sum(booking_requests)::int AS booking_requests FROM (
      SELECT requester_id AS user_id, 1 AS booking_requests FROM new_rows WHERE requester_id IS NOT NULL
      UNION ALL SELECT requester_id AS user_id, -1 AS booking_requests FROM old_rows WHERE requester_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(booking_requests) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET booking_requests = booking_requests + r.booking_requests WHERE user_id = r.user_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_count_ship_booking_requests_insert AFTER INSERT ON ship_booking_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_ship_booking_requests();
--> statement-breakpoint
CREATE TRIGGER fh_count_ship_booking_requests_update AFTER UPDATE ON ship_booking_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_ship_booking_requests();
--> statement-breakpoint
CREATE TRIGGER fh_count_ship_booking_requests_delete AFTER DELETE ON ship_booking_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_ship_booking_requests();
--> statement-breakpoint
CREATE FUNCTION fh_count_cargo_requests() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT user_id, sum(cargo_requests)::int AS cargo_requests FROM (
      SELECT user_id AS user_id, 1 AS cargo_requests FROM new_rows WHERE user_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(cargo_requests) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET cargo_requests = cargo_requests + r.cargo_requests WHERE user_id = r.user_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT user_id, sum(cargo_requests)::int AS cargo_requests FROM (
      SELECT user_id AS user_id, -1 AS cargo_requests FROM old_rows WHERE user_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(cargo_requests) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET cargo_requests = cargo_requests + r.cargo_requests WHERE user_id = r.user_id;
    END LOOP;
  ELSE
    FOR r IN SELECT user_id, sum(cargo_requests)::int AS cargo_requests FROM (
      SELECT user_id AS user_id, 1 AS cargo_requests FROM new_rows WHERE user_id IS NOT NULL
      UNION ALL SELECT user_id AS user_id, -1 AS cargo_requests FROM old_rows WHERE user_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(cargo_requests) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET cargo_requests = cargo_requests + r.cargo_requests WHERE user_id = r.user_id;
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_count_cargo_requests_insert AFTER INSERT ON cargo_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_cargo_requests();
--> statement-breakpoint
CREATE TRIGGER fh_count_cargo_requests_update AFTER UPDATE ON cargo_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_cargo_requests();
--> statement-breakpoint
CREATE TRIGGER fh_count_cargo_requests_delete AFTER DELETE ON cargo_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_cargo_requests();
--> statement-breakpoint
CREATE FUNCTION fh_count_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR r IN SELECT user_id, sum(notifications)::int AS notifications, sum(unread_notifications)::int AS unread_notifications FROM (
      SELECT user_id AS user_id, 1 AS notifications, (NOT read)::int AS unread_notifications FROM new_rows WHERE user_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(notifications) <> 0 OR sum(unread_notifications) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET notifications = notifications + r.notifications, unread_notifications = unread_notifications + r.unread_notifications WHERE user_id = r.user_id;
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR r IN SELECT user_id, sum(notifications)::int AS notifications, sum(unread_notifications)::int AS unread_notifications FROM (
      SELECT user_id AS user_id, -1 AS notifications, -(NOT read)::int AS unread_notifications FROM old_rows WHERE user_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(notifications) <> 0 OR sum(unread_notifications) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET notifications = notifications + r.notifications, unread_notifications = unread_notifications + r.unread_notifications WHERE user_id = r.user_id;
    END LOOP;
  ELSE
    FOR r IN SELECT user_id, sum(notifications)::int AS notifications, sum(unread_notifications)::int AS unread_notifications FROM (
      SELECT user_id AS user_id, 1 AS notifications, (NOT read)::int AS unread_notifications FROM new_rows WHERE user_id IS NOT NULL
      UNION ALL SELECT user_id AS user_id, -1 AS notifications, -(NOT read)::int AS unread_notifications FROM old_rows WHERE user_id IS NOT NULL
    ) x GROUP BY user_id HAVING sum(notifications) <> 0 OR sum(unread_notifications) <> 0 ORDER BY user_id LOOP
      UPDATE user_counters SET notifications = notifications + r.notifications, unread_notifications = unread_notifications + r.unread_notifications WHERE user_id = r.user_id;
    END LOOP;
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
CREATE FUNCTION fh_count_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_counters (user_id) SELECT id FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_count_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_count_users();
--> statement-breakpoint
INSERT INTO user_counters (user_id, vessels, offerings, booking_requests, cargo_requests, notifications, unread_notifications)
SELECT u.id,
  (SELECT count(*) FROM vessels v WHERE v.owner_id = u.id),
  (SELECT count(*) FROM ship_offerings o WHERE o.owner_id = u.id),
  (SELECT count(*) FROM ship_booking_requests b WHERE b.requester_id = u.id),
  (SELECT count(*) FROM cargo_requests r WHERE r.user_id = u.id),
  (SELECT count(*) FROM notifications n WHERE n.user_id = u.id),
  (SELECT count(*) FROM notifications n WHERE n.user_id = u.id AND NOT n.read)
FROM users u;
