CREATE TABLE "offering_summary_deltas" (
	"user_id" uuid NOT NULL,
	"offerings_pending" integer DEFAULT 0 NOT NULL,
	"offerings_approved" integer DEFAULT 0 NOT NULL,
	"offerings_rejected" integer DEFAULT 0 NOT NULL,
	"active_teu_capacity" integer DEFAULT 0 NOT NULL,
	"active_available_teu" integer DEFAULT 0 NOT NULL,
	"active_booked_teu" integer DEFAULT 0 NOT NULL,
	"pending_requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "offerings_pending" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "offerings_approved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "offerings_rejected" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "active_teu_capacity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "active_available_teu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "active_booked_teu" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_counters" ADD COLUMN "pending_requests" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offering_summary_deltas" ADD CONSTRAINT "offering_summary_deltas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offering_summary_deltas_user_idx" ON "offering_summary_deltas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vessel_availabilities_offering_idx" ON "vessel_availabilities" USING btree ("ship_offering_id");--> statement-breakpoint
-- Issue 28, ADR 016: Ship management's summary kept as append-only deltas per owner (like 0019's notification
-- counts): every statement that changes an owner's figures inserts one row per owner it changed; a read sums them
-- with the base in user_counters; a sweep folds them. Writers lock no counter row.
CREATE FUNCTION fh_offering_booked(offering uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT ((SELECT coalesce(sum(b.requested_teu), 0) FROM ship_booking_requests b
           WHERE b.ship_offering_id = offering AND b.status = 'accepted')
        + (SELECT coalesce(sum(m.reserved_teu), 0) FROM cargo_matches m
           JOIN vessel_availabilities v ON v.id = m.availability_id
           WHERE v.ship_offering_id = offering AND m.status::text IN ('held', 'accepted')))::int
$$;
--> statement-breakpoint
CREATE FUNCTION fh_summarise_offerings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Review states and the active voyages' capacity and free TEU from the changed rows (new +, old -); on an
  -- update that makes a voyage active or not, or gives it another owner, its booked TEU (requests and matches,
  -- unchanged by this statement) move with it. A deleted voyage's booked TEU leave in fh_unbook_offering, before
  -- the cascade removes its requests and matches. Owners deleted in this transaction get no delta.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offering_summary_deltas (user_id, offerings_pending, offerings_approved, offerings_rejected,
      active_teu_capacity, active_available_teu)
    SELECT n.owner_id, count(*) FILTER (WHERE n.approval_status = 'pending'),
      count(*) FILTER (WHERE n.approval_status = 'approved'), count(*) FILTER (WHERE n.approval_status = 'rejected'),
      coalesce(sum(n.teu_capacity) FILTER (WHERE n.status = 'active'), 0),
      coalesce(sum(n.available_capacity) FILTER (WHERE n.status = 'active'), 0)
    FROM new_rows n WHERE n.owner_id IS NOT NULL GROUP BY n.owner_id;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO offering_summary_deltas (user_id, offerings_pending, offerings_approved, offerings_rejected,
      active_teu_capacity, active_available_teu)
    SELECT o.owner_id, -count(*) FILTER (WHERE o.approval_status = 'pending'),
      -count(*) FILTER (WHERE o.approval_status = 'approved'), -count(*) FILTER (WHERE o.approval_status = 'rejected'),
      -coalesce(sum(o.teu_capacity) FILTER (WHERE o.status = 'active'), 0),
      -coalesce(sum(o.available_capacity) FILTER (WHERE o.status = 'active'), 0)
    FROM old_rows o WHERE o.owner_id IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = o.owner_id)
    GROUP BY o.owner_id;
  ELSE
    INSERT INTO offering_summary_deltas (user_id, offerings_pending, offerings_approved, offerings_rejected,
      active_teu_capacity, active_available_teu, active_booked_teu)
    SELECT x.owner_id, sum(x.pending)::int, sum(x.approved)::int, sum(x.rejected)::int, sum(x.capacity)::int,
      sum(x.available)::int, sum(x.booked)::int
    FROM (
      SELECT n.owner_id, (n.approval_status = 'pending')::int AS pending, (n.approval_status = 'approved')::int AS approved,
        (n.approval_status = 'rejected')::int AS rejected,
        CASE WHEN n.status = 'active' THEN n.teu_capacity ELSE 0 END AS capacity,
        CASE WHEN n.status = 'active' THEN n.available_capacity ELSE 0 END AS available,
        CASE WHEN n.status = 'active' AND (o.status <> 'active' OR o.owner_id IS DISTINCT FROM n.owner_id)
          THEN fh_offering_booked(n.id) ELSE 0 END AS booked
      FROM new_rows n JOIN old_rows o ON o.id = n.id
      UNION ALL
      SELECT o.owner_id, -(o.approval_status = 'pending')::int, -(o.approval_status = 'approved')::int,
        -(o.approval_status = 'rejected')::int,
        CASE WHEN o.status = 'active' THEN -o.teu_capacity ELSE 0 END,
        CASE WHEN o.status = 'active' THEN -o.available_capacity ELSE 0 END,
        CASE WHEN o.status = 'active' AND (n.status <> 'active' OR o.owner_id IS DISTINCT FROM n.owner_id)
          THEN -fh_offering_booked(n.id) ELSE 0 END
      FROM new_rows n JOIN old_rows o ON o.id = n.id
    ) x
    WHERE x.owner_id IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = x.owner_id)
    GROUP BY x.owner_id
    HAVING sum(x.pending) <> 0 OR sum(x.approved) <> 0 OR sum(x.rejected) <> 0 OR sum(x.capacity) <> 0
      OR sum(x.available) <> 0 OR sum(x.booked) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_summarise_offerings_insert AFTER INSERT ON ship_offerings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_offerings();
--> statement-breakpoint
CREATE TRIGGER fh_summarise_offerings_update AFTER UPDATE ON ship_offerings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_offerings();
--> statement-breakpoint
CREATE TRIGGER fh_summarise_offerings_delete AFTER DELETE ON ship_offerings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_offerings();
--> statement-breakpoint
CREATE FUNCTION fh_unbook_offering() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  booked integer;
BEGIN
  -- Row by row before the deletion, while the voyage's requests and matches are still there (the cascade runs
  -- after the row is gone, when their own triggers no longer find an active voyage to take the TEU from).
  IF OLD.status = 'active' AND OLD.owner_id IS NOT NULL THEN
    booked := fh_offering_booked(OLD.id);
    IF booked <> 0 THEN
      INSERT INTO offering_summary_deltas (user_id, active_booked_teu)
      SELECT OLD.owner_id, -booked WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = OLD.owner_id);
    END IF;
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_unbook_offering BEFORE DELETE ON ship_offerings FOR EACH ROW EXECUTE FUNCTION fh_unbook_offering();
--> statement-breakpoint
CREATE FUNCTION fh_summarise_booking_requests() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Pending requests by the offering's owner kept on each request (0020); booked TEU of accepted requests on
  -- active voyages, by the voyage's owner. The voyages whose booked TEU a changed row moves are locked first, in
  -- id order, as every write of a booking in the app already does: a concurrent change of such a voyage's status
  -- or owner then either finished before (and this statement reads its outcome) or waits for this transaction (and
  -- its own trigger counts this statement's rows). Rows that did not change cancel out within the statement.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM ship_offerings s
    WHERE s.id IN (SELECT n.ship_offering_id FROM new_rows n WHERE n.status = 'accepted')
    ORDER BY s.id FOR NO KEY UPDATE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM ship_offerings s
    WHERE s.id IN (SELECT o.ship_offering_id FROM old_rows o WHERE o.status = 'accepted')
    ORDER BY s.id FOR NO KEY UPDATE;
  ELSE
    PERFORM 1 FROM ship_offerings s WHERE s.id IN (
      SELECT unnest(ARRAY[n.ship_offering_id, o.ship_offering_id]) FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (n.status = 'accepted' OR o.status = 'accepted') AND (n.status <> o.status
        OR n.requested_teu <> o.requested_teu OR n.ship_offering_id <> o.ship_offering_id))
    ORDER BY s.id FOR NO KEY UPDATE;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu, pending_requests)
    SELECT x.owner_id, sum(x.booked)::int, sum(x.pending)::int FROM (
      SELECT n.offering_owner_id AS owner_id, 0 AS booked, (n.status = 'pending')::int AS pending FROM new_rows n
      UNION ALL
      SELECT s.owner_id, n.requested_teu, 0 FROM new_rows n JOIN ship_offerings s ON s.id = n.ship_offering_id
      WHERE n.status = 'accepted' AND s.status = 'active'
    ) x
    WHERE x.owner_id IS NOT NULL GROUP BY x.owner_id HAVING sum(x.booked) <> 0 OR sum(x.pending) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu, pending_requests)
    SELECT x.owner_id, sum(x.booked)::int, sum(x.pending)::int FROM (
      SELECT o.offering_owner_id AS owner_id, 0 AS booked, -(o.status = 'pending')::int AS pending FROM old_rows o
      UNION ALL
      SELECT s.owner_id, -o.requested_teu, 0 FROM old_rows o JOIN ship_offerings s ON s.id = o.ship_offering_id
      WHERE o.status = 'accepted' AND s.status = 'active'
    ) x
    WHERE x.owner_id IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = x.owner_id)
    GROUP BY x.owner_id HAVING sum(x.booked) <> 0 OR sum(x.pending) <> 0;
  ELSE
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu, pending_requests)
    SELECT x.owner_id, sum(x.booked)::int, sum(x.pending)::int FROM (
      SELECT n.offering_owner_id AS owner_id, 0 AS booked, (n.status = 'pending')::int AS pending FROM new_rows n
      UNION ALL
      SELECT o.offering_owner_id, 0, -(o.status = 'pending')::int FROM old_rows o
      UNION ALL
      SELECT s.owner_id, n.requested_teu, 0 FROM new_rows n JOIN ship_offerings s ON s.id = n.ship_offering_id
      WHERE n.status = 'accepted' AND s.status = 'active'
      UNION ALL
      SELECT s.owner_id, -o.requested_teu, 0 FROM old_rows o JOIN ship_offerings s ON s.id = o.ship_offering_id
      WHERE o.status = 'accepted' AND s.status = 'active'
    ) x
    WHERE x.owner_id IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = x.owner_id)
    GROUP BY x.owner_id HAVING sum(x.booked) <> 0 OR sum(x.pending) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_summarise_booking_requests_insert AFTER INSERT ON ship_booking_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_booking_requests();
--> statement-breakpoint
CREATE TRIGGER fh_summarise_booking_requests_update AFTER UPDATE ON ship_booking_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_booking_requests();
--> statement-breakpoint
CREATE TRIGGER fh_summarise_booking_requests_delete AFTER DELETE ON ship_booking_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_booking_requests();
--> statement-breakpoint
CREATE FUNCTION fh_summarise_cargo_matches() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TEU held or booked by matches on capacity drawn from an active voyage, by the voyage's owner; the voyages
  -- whose figure a changed row moves are locked first, as in fh_summarise_booking_requests.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM ship_offerings s WHERE s.id IN (
      SELECT v.ship_offering_id FROM new_rows n JOIN vessel_availabilities v ON v.id = n.availability_id
      WHERE n.status::text IN ('held', 'accepted'))
    ORDER BY s.id FOR NO KEY UPDATE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM ship_offerings s WHERE s.id IN (
      SELECT v.ship_offering_id FROM old_rows o JOIN vessel_availabilities v ON v.id = o.availability_id
      WHERE o.status::text IN ('held', 'accepted'))
    ORDER BY s.id FOR NO KEY UPDATE;
  ELSE
    PERFORM 1 FROM ship_offerings s WHERE s.id IN (
      SELECT v.ship_offering_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      JOIN vessel_availabilities v ON v.id IN (n.availability_id, o.availability_id)
      WHERE (n.status::text IN ('held', 'accepted') OR o.status::text IN ('held', 'accepted')) AND (n.status <> o.status
        OR n.reserved_teu IS DISTINCT FROM o.reserved_teu OR n.availability_id <> o.availability_id))
    ORDER BY s.id FOR NO KEY UPDATE;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu)
    SELECT s.owner_id, sum(n.reserved_teu)::int FROM new_rows n
    JOIN vessel_availabilities v ON v.id = n.availability_id JOIN ship_offerings s ON s.id = v.ship_offering_id
    WHERE n.status::text IN ('held', 'accepted') AND s.status = 'active' AND s.owner_id IS NOT NULL
    GROUP BY s.owner_id HAVING sum(n.reserved_teu) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu)
    SELECT s.owner_id, -sum(o.reserved_teu)::int FROM old_rows o
    JOIN vessel_availabilities v ON v.id = o.availability_id JOIN ship_offerings s ON s.id = v.ship_offering_id
    WHERE o.status::text IN ('held', 'accepted') AND s.status = 'active' AND s.owner_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.owner_id)
    GROUP BY s.owner_id HAVING sum(o.reserved_teu) <> 0;
  ELSE
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu)
    SELECT x.owner_id, sum(y.teu)::int FROM (
      SELECT v.ship_offering_id AS offering, n.reserved_teu AS teu FROM new_rows n
      JOIN vessel_availabilities v ON v.id = n.availability_id WHERE n.status::text IN ('held', 'accepted')
      UNION ALL
      SELECT v.ship_offering_id, -o.reserved_teu FROM old_rows o
      JOIN vessel_availabilities v ON v.id = o.availability_id WHERE o.status::text IN ('held', 'accepted')
    ) y JOIN LATERAL (SELECT s.owner_id FROM ship_offerings s WHERE s.id = y.offering AND s.status = 'active') x(owner_id) ON true
    WHERE x.owner_id IS NOT NULL AND EXISTS (SELECT 1 FROM users u WHERE u.id = x.owner_id)
    GROUP BY x.owner_id HAVING sum(y.teu) <> 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_summarise_cargo_matches_insert AFTER INSERT ON cargo_matches REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_cargo_matches();
--> statement-breakpoint
CREATE TRIGGER fh_summarise_cargo_matches_update AFTER UPDATE ON cargo_matches REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_cargo_matches();
--> statement-breakpoint
CREATE TRIGGER fh_summarise_cargo_matches_delete AFTER DELETE ON cargo_matches REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fh_summarise_cargo_matches();
--> statement-breakpoint
CREATE FUNCTION fh_move_availability_matches() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  teu integer;
BEGIN
  -- An availability deleted on its own, or drawn from another voyage: its matches' TEU leave the old voyage's
  -- owner (and join the new one's) before the cascade removes them. Deleted with its voyage, it finds no voyage:
  -- fh_unbook_offering took them off already.
  IF TG_OP = 'UPDATE' AND NEW.ship_offering_id IS NOT DISTINCT FROM OLD.ship_offering_id THEN
    RETURN NEW;
  END IF;
  SELECT coalesce(sum(m.reserved_teu), 0)::int INTO teu FROM cargo_matches m
  WHERE m.availability_id = OLD.id AND m.status::text IN ('held', 'accepted');
  IF teu <> 0 THEN
    INSERT INTO offering_summary_deltas (user_id, active_booked_teu)
    SELECT s.owner_id, -teu FROM ship_offerings s
    WHERE s.id = OLD.ship_offering_id AND s.status = 'active' AND s.owner_id IS NOT NULL
      AND EXISTS (SELECT 1 FROM users u WHERE u.id = s.owner_id);
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO offering_summary_deltas (user_id, active_booked_teu)
      SELECT s.owner_id, teu FROM ship_offerings s
      WHERE s.id = NEW.ship_offering_id AND s.status = 'active' AND s.owner_id IS NOT NULL;
    END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER fh_move_availability_matches BEFORE DELETE OR UPDATE OF ship_offering_id ON vessel_availabilities FOR EACH ROW EXECUTE FUNCTION fh_move_availability_matches();
--> statement-breakpoint
UPDATE user_counters c SET
  offerings_pending = f.pending, offerings_approved = f.approved, offerings_rejected = f.rejected,
  active_teu_capacity = f.capacity, active_available_teu = f.available, active_booked_teu = f.booked
FROM (
  SELECT s.owner_id, count(*) FILTER (WHERE s.approval_status = 'pending')::int AS pending,
    count(*) FILTER (WHERE s.approval_status = 'approved')::int AS approved,
    count(*) FILTER (WHERE s.approval_status = 'rejected')::int AS rejected,
    coalesce(sum(s.teu_capacity) FILTER (WHERE s.status = 'active'), 0)::int AS capacity,
    coalesce(sum(s.available_capacity) FILTER (WHERE s.status = 'active'), 0)::int AS available,
    coalesce(sum(fh_offering_booked(s.id)) FILTER (WHERE s.status = 'active'), 0)::int AS booked
  FROM ship_offerings s WHERE s.owner_id IS NOT NULL GROUP BY s.owner_id
) f
WHERE f.owner_id = c.user_id;
--> statement-breakpoint
UPDATE user_counters c SET pending_requests = r.n
FROM (
  SELECT offering_owner_id, count(*)::int AS n FROM ship_booking_requests
  WHERE status = 'pending' AND offering_owner_id IS NOT NULL GROUP BY offering_owner_id
) r
WHERE r.offering_owner_id = c.user_id;
