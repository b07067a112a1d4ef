CREATE TABLE "dashboard_counts" (
	"figure" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_day_counts" (
	"figure" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	"rsf" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "dashboard_day_counts_figure_day_pk" PRIMARY KEY("figure","day")
);
--> statement-breakpoint
CREATE TABLE "suite_cover" (
	"space_id" integer PRIMARY KEY NOT NULL,
	"covered_until" date NOT NULL,
	"rsf" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "suite_cover" ADD CONSTRAINT "suite_cover_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leases_terminated_on_idx" ON "leases" USING btree ("terminated_on") WHERE "leases"."terminated_on" is not null;--> statement-breakpoint
-- The home dashboard's figures, kept by statement-level triggers (a bulk write costs one update of
-- each figure, not one per row). dashboard_recount() computes them all afresh: the migration's
-- backfill, and after a TRUNCATE of a table they count.
--
-- A lease keeps its suite from being vacant up to its cover day: never when recorded terminated;
-- otherwise the day before its termination date (if any), and its end date unless it is still
-- recorded active (held over: 'infinity'). A suite is vacant on day D exactly when no lease covers D
-- (suiteStatus() in common/src/lease-lifecycle.ts: no current lease and nothing signed after).
CREATE FUNCTION lease_cover_until(p_status text, p_end_date date, p_terminated_on date)
RETURNS date
LANGUAGE sql
IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE WHEN p_status = 'terminated' THEN '-infinity'::date
    ELSE least(coalesce(p_terminated_on - 1, 'infinity'::date),
      CASE WHEN p_status = 'active' THEN 'infinity'::date ELSE p_end_date END)
  END
$$;
--> statement-breakpoint
-- Adds `delta` rows (and RSF) to a day's bucket of a figure; an emptied bucket is removed.
CREATE FUNCTION dashboard_day_add(p_figure text, p_days date[], p_deltas integer[], p_rsf numeric[])
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO dashboard_day_counts AS b (figure, day, n, rsf)
  SELECT p_figure, d.day, d.n, d.rsf
  FROM unnest(p_days, p_deltas, p_rsf) AS d(day, n, rsf)
  ORDER BY d.day
  ON CONFLICT (figure, day) DO UPDATE SET n = b.n + excluded.n, rsf = b.rsf + excluded.rsf;
  DELETE FROM dashboard_day_counts WHERE figure = p_figure AND day = ANY(p_days) AND n = 0;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_recount()
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM dashboard_counts;
  INSERT INTO dashboard_counts (figure, n) VALUES
    ('active_deals', (SELECT count(*) FROM opportunities WHERE stage NOT IN ('deal', 'dead'))),
    ('new_ai_opportunities', (SELECT count(*) FROM ai_opportunities WHERE status = 'new' AND retired_at IS NULL)),
    ('properties', (SELECT count(*) FROM properties)),
    ('stacking_plans', (SELECT count(DISTINCT property_id) FROM floors));
  DELETE FROM dashboard_day_counts;
  INSERT INTO dashboard_day_counts (figure, day, n)
  SELECT 'option_effective', effective_date, count(*) FROM options GROUP BY effective_date;
  -- suite_cover's own triggers fill its buckets.
  TRUNCATE suite_cover;
  INSERT INTO suite_cover (space_id, covered_until, rsf)
  SELECT s.id,
    coalesce((SELECT max(lease_cover_until(l.status, l.end_date, l.terminated_on)) FROM leases l WHERE l.space_id = s.id),
      '-infinity'::date),
    s.rentable_sf
  FROM spaces s;
END
$$;
--> statement-breakpoint
-- A counted figure: the rows of the statement's new and old transition tables that match its
-- condition, added and taken away.
CREATE FUNCTION dashboard_count_rows()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added bigint := 0;
  removed bigint := 0;
BEGIN
  IF TG_TABLE_NAME = 'opportunities' THEN
    IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO added FROM new_rows WHERE stage NOT IN ('deal', 'dead'); END IF;
    IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO removed FROM old_rows WHERE stage NOT IN ('deal', 'dead'); END IF;
  ELSIF TG_TABLE_NAME = 'ai_opportunities' THEN
    IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO added FROM new_rows WHERE status = 'new' AND retired_at IS NULL; END IF;
    IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO removed FROM old_rows WHERE status = 'new' AND retired_at IS NULL; END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN SELECT count(*) INTO added FROM new_rows; END IF;
    IF TG_OP <> 'INSERT' THEN SELECT count(*) INTO removed FROM old_rows; END IF;
  END IF;
  IF added <> removed THEN
    UPDATE dashboard_counts SET n = n + added - removed WHERE figure = TG_ARGV[0];
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Buildings with a stacking plan (at least one floor): the buildings whose floors the statement
-- changed are locked (two writers of one building's first floor would otherwise both count it), then
-- each is counted before (now, less what was added, plus what was removed) and after.
CREATE FUNCTION dashboard_count_stacking_plans()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added integer[];
  removed integer[];
  delta bigint;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(property_id) INTO added FROM new_rows; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(property_id) INTO removed FROM old_rows; END IF;
  PERFORM 1 FROM properties
  WHERE id = ANY(coalesce(added, '{}') || coalesce(removed, '{}')) ORDER BY id FOR NO KEY UPDATE;
  SELECT coalesce(sum((now > 0)::int - (now - change > 0)::int), 0) INTO delta
  FROM (
    SELECT c.property_id, sum(c.change) AS change,
      (SELECT count(*) FROM floors f WHERE f.property_id = c.property_id) AS now
    FROM (
      SELECT unnest(added) AS property_id, 1 AS change
      UNION ALL SELECT unnest(removed), -1
    ) c GROUP BY c.property_id
  ) per_building;
  IF delta <> 0 THEN
    UPDATE dashboard_counts SET n = n + delta WHERE figure = 'stacking_plans';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_count_options()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added date[];
  removed date[];
  days date[];
  deltas integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(effective_date) INTO added FROM new_rows; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(effective_date) INTO removed FROM old_rows; END IF;
  SELECT array_agg(day ORDER BY day), array_agg(delta ORDER BY day) INTO days, deltas
  FROM (
    SELECT day, sum(delta)::int AS delta FROM (
      SELECT unnest(added) AS day, 1 AS delta
      UNION ALL SELECT unnest(removed), -1
    ) c GROUP BY day HAVING sum(delta) <> 0
  ) d;
  IF days IS NOT NULL THEN
    PERFORM dashboard_day_add('option_effective', days, deltas, array_fill(0::numeric, ARRAY[cardinality(days)]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The buckets of suites by cover day follow suite_cover.
CREATE FUNCTION dashboard_count_suite_cover()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added_days date[];
  added_rsf numeric[];
  removed_days date[];
  removed_rsf numeric[];
  days date[];
  deltas integer[];
  areas numeric[];
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(covered_until), array_agg(rsf) INTO added_days, added_rsf FROM new_rows;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(covered_until), array_agg(rsf) INTO removed_days, removed_rsf FROM old_rows;
  END IF;
  SELECT array_agg(day ORDER BY day), array_agg(delta ORDER BY day), array_agg(rsf ORDER BY day)
  INTO days, deltas, areas
  FROM (
    SELECT day, sum(delta)::int AS delta, sum(rsf) AS rsf FROM (
      SELECT a.day, 1 AS delta, a.rsf FROM unnest(added_days, added_rsf) AS a(day, rsf)
      UNION ALL SELECT r.day, -1, -r.rsf FROM unnest(removed_days, removed_rsf) AS r(day, rsf)
    ) c GROUP BY day HAVING sum(delta) <> 0 OR sum(rsf) <> 0
  ) d;
  IF days IS NOT NULL THEN
    PERFORM dashboard_day_add('suite_cover', days, deltas, areas);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A suite's cover day is read again from its leases when any of them is written. Its suite_cover row
-- is locked first, so a second writer of the same suite's leases waits and then reads the first's.
CREATE FUNCTION suite_cover_from_leases()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added integer[];
  removed integer[];
  suites integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(space_id) INTO added FROM new_rows; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(space_id) INTO removed FROM old_rows; END IF;
  SELECT array_agg(DISTINCT space_id ORDER BY space_id) INTO suites
  FROM unnest(coalesce(added, '{}') || coalesce(removed, '{}')) AS c(space_id);
  IF suites IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM suite_cover WHERE space_id = ANY(suites) ORDER BY space_id FOR UPDATE;
  UPDATE suite_cover sc SET covered_until = fresh.covered_until
  FROM (
    SELECT s.space_id,
      coalesce((SELECT max(lease_cover_until(l.status, l.end_date, l.terminated_on)) FROM leases l WHERE l.space_id = s.space_id),
        '-infinity'::date) AS covered_until
    FROM unnest(suites) AS s(space_id)
  ) fresh
  WHERE sc.space_id = fresh.space_id AND sc.covered_until <> fresh.covered_until;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION suite_cover_from_spaces()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO suite_cover (space_id, covered_until, rsf)
    SELECT id, '-infinity'::date, rentable_sf FROM new_rows;
  ELSE
    UPDATE suite_cover sc SET rsf = n.rentable_sf
    FROM new_rows n WHERE sc.space_id = n.id AND sc.rsf <> n.rentable_sf;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_recount_trigger()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM dashboard_recount();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('active_deals');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('active_deals');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('active_deals');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON ai_opportunities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('new_ai_opportunities');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON ai_opportunities REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('new_ai_opportunities');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON ai_opportunities REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('new_ai_opportunities');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('properties');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_rows('properties');
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON floors REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_stacking_plans();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON floors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_stacking_plans();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON floors REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_stacking_plans();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON options REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_options();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_options();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON options REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_options();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON suite_cover REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_suite_cover();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON suite_cover REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_suite_cover();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON suite_cover REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_suite_cover();
--> statement-breakpoint
CREATE TRIGGER suite_cover_insert AFTER INSERT ON leases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_cover_from_leases();
--> statement-breakpoint
CREATE TRIGGER suite_cover_update AFTER UPDATE ON leases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_cover_from_leases();
--> statement-breakpoint
CREATE TRIGGER suite_cover_delete AFTER DELETE ON leases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_cover_from_leases();
--> statement-breakpoint
CREATE TRIGGER suite_cover_insert AFTER INSERT ON spaces REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_cover_from_spaces();
--> statement-breakpoint
CREATE TRIGGER suite_cover_update AFTER UPDATE ON spaces REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_cover_from_spaces();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON opportunities FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON ai_opportunities FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON properties FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON floors FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON options FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON leases FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
CREATE TRIGGER dashboard_recount AFTER TRUNCATE ON spaces FOR EACH STATEMENT EXECUTE FUNCTION dashboard_recount_trigger();
--> statement-breakpoint
SELECT dashboard_recount();
