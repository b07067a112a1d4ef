CREATE TABLE "suite_expiry_spans" (
	"space_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	CONSTRAINT "suite_expiry_spans_space_id_from_day_pk" PRIMARY KEY("space_id","from_day")
);
--> statement-breakpoint
ALTER TABLE "suite_expiry_spans" ADD CONSTRAINT "suite_expiry_spans_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The runs of days on which suites are expiring by suite_status() with the default horizon of 180
-- days (expiryHorizonDays in common/src/lease-lifecycle.ts), so that the Available Spaces total reads
-- the expiring suites from day buckets instead of the suite rule for every lease that runs out within
-- the window. A suite's status only changes on a day one of its leases starts, is terminated, passes
-- its end, or comes within the horizon of its end: the rule is read on each of those days and holds
-- until the next; consecutive expiring days make one span [from_day, to_day).
CREATE FUNCTION suite_expiry_spans_of(p_suites integer[])
RETURNS TABLE (space_id integer, from_day date, to_day date)
LANGUAGE sql
STABLE
AS $$
  WITH points AS (
    SELECT DISTINCT l.space_id, p.day
    FROM leases l
    CROSS JOIN LATERAL (VALUES
      (l.start_date),
      (l.terminated_on),
      (l.end_date + 1),
      (least(l.end_date, coalesce(l.terminated_on, l.end_date)) + 1),
      (least(l.end_date, coalesce(l.terminated_on, l.end_date)) - 180)
    ) AS p(day)
    WHERE l.space_id IN (SELECT unnest(p_suites)) AND p.day IS NOT NULL
  ), states AS (
    SELECT points.space_id, points.day,
      lead(points.day) OVER (PARTITION BY points.space_id ORDER BY points.day) AS next_day,
      suite_status(points.space_id, points.day, 180) = 'expiring' AS expiring
    FROM points
  ), runs AS (
    SELECT states.*,
      count(*) FILTER (WHERE NOT states.expiring) OVER (PARTITION BY states.space_id ORDER BY states.day) AS run
    FROM states
  )
  SELECT runs.space_id, min(runs.day), max(coalesce(runs.next_day, 'infinity'::date))
  FROM runs WHERE runs.expiring
  GROUP BY runs.space_id, runs.run
$$;
--> statement-breakpoint
-- Suites' spans are read again when a statement writes their leases: dropped and written afresh (the
-- buckets' triggers net out what did not change). The suites are locked first, as the retail spans
-- lock them, so a second writer of the same suites waits and then reads the first's leases.
CREATE FUNCTION suite_expiry_spans_refresh(p_suites integer[])
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF p_suites IS NULL OR cardinality(p_suites) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM spaces WHERE id IN (SELECT unnest(p_suites)) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM suite_expiry_spans WHERE space_id IN (SELECT unnest(p_suites));
  INSERT INTO suite_expiry_spans (space_id, from_day, to_day)
  SELECT * FROM suite_expiry_spans_of(p_suites) ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
CREATE FUNCTION suite_expiry_spans_from_leases()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  added integer[];
  removed integer[];
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT array_agg(space_id) INTO added FROM new_rows; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT array_agg(space_id) INTO removed FROM old_rows; END IF;
  PERFORM suite_expiry_spans_refresh((SELECT array_agg(DISTINCT id ORDER BY id)
    FROM unnest(coalesce(added, '{}') || coalesce(removed, '{}')) AS c(id) WHERE id IS NOT NULL));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The buckets follow the spans: one suite added on a span's first day and taken away on its end.
CREATE FUNCTION suite_expiry_add(p_from date[], p_to date[], p_sign integer)
RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  days date[];
  deltas integer[];
BEGIN
  SELECT array_agg(day ORDER BY day), array_agg(n ORDER BY day) INTO days, deltas
  FROM (
    SELECT day, sum(n)::int AS n FROM (
      SELECT c.from_day AS day, p_sign AS n FROM unnest(p_from, p_to) AS c(from_day, to_day)
      UNION ALL
      SELECT c.to_day, -p_sign FROM unnest(p_from, p_to) AS c(from_day, to_day) WHERE c.to_day <> 'infinity'
    ) e GROUP BY day HAVING sum(n) <> 0
  ) d;
  IF days IS NOT NULL THEN
    PERFORM dashboard_day_add('suite_expiring', days, deltas, array_fill(0::numeric, ARRAY[cardinality(days)]));
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_count_suite_expiry()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  f date[];
  t date[];
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT array_agg(from_day), array_agg(to_day) INTO f, t FROM old_rows;
    IF f IS NOT NULL THEN PERFORM suite_expiry_add(f, t, -1); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT array_agg(from_day), array_agg(to_day) INTO f, t FROM new_rows;
    IF f IS NOT NULL THEN PERFORM suite_expiry_add(f, t, 1); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION dashboard_recount()
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  DELETE FROM expanding_tenants;
  INSERT INTO expanding_tenants (tenant_id)
  SELECT id FROM tenants WHERE tenant_has_expansion_potential(id) ORDER BY id;
  DELETE FROM dashboard_counts;
  INSERT INTO dashboard_counts (figure, n) VALUES
    ('active_deals', (SELECT count(*) FROM opportunities WHERE stage NOT IN ('deal', 'dead'))),
    ('new_ai_opportunities', (SELECT count(*) FROM ai_opportunities WHERE status = 'new' AND retired_at IS NULL)),
    ('properties', (SELECT count(*) FROM properties)),
    ('stacking_plans', (SELECT count(DISTINCT property_id) FROM floors)),
    ('active_leases', (SELECT count(*) FROM leases WHERE status = 'active')),
    ('expanding_tenants', (SELECT count(*) FROM expanding_tenants));
  INSERT INTO dashboard_counts (figure, n)
  SELECT 'ai:' || status || ':' || type, count(*) FROM ai_opportunities WHERE retired_at IS NULL GROUP BY 1;
  DELETE FROM dashboard_day_counts;
  INSERT INTO dashboard_day_counts (figure, day, n)
  SELECT 'option_effective', effective_date, count(*) FROM options GROUP BY effective_date;
  INSERT INTO dashboard_day_counts (figure, day, n)
  SELECT 'medical_deal_created', (o.created_at AT TIME ZONE 'UTC')::date, count(*)
  FROM opportunities o JOIN properties p ON p.id = o.property_id AND p.asset_class = 'medical' GROUP BY 2;
  -- retail_suite_spans', suite_cover's and suite_expiry_spans' own triggers fill their buckets.
  TRUNCATE retail_suite_spans;
  INSERT INTO retail_suite_spans (space_id, leased, from_day, to_day, rsf)
  SELECT * FROM retail_spans_of((SELECT array_agg(id) FROM spaces));
  TRUNCATE suite_cover;
  INSERT INTO suite_cover (space_id, covered_until, rsf)
  SELECT s.id,
    coalesce((SELECT max(lease_cover_until(l.status, l.end_date, l.terminated_on)) FROM leases l WHERE l.space_id = s.id),
      '-infinity'::date),
    s.rentable_sf
  FROM spaces s;
  TRUNCATE suite_expiry_spans;
  INSERT INTO suite_expiry_spans (space_id, from_day, to_day)
  SELECT * FROM suite_expiry_spans_of((SELECT array_agg(id) FROM spaces)) ORDER BY 1, 2;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dashboard_count_insert AFTER INSERT ON suite_expiry_spans REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_suite_expiry();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_update AFTER UPDATE ON suite_expiry_spans REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_suite_expiry();
--> statement-breakpoint
CREATE TRIGGER dashboard_count_delete AFTER DELETE ON suite_expiry_spans REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_count_suite_expiry();
--> statement-breakpoint
CREATE TRIGGER suite_expiry_spans_insert AFTER INSERT ON leases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_expiry_spans_from_leases();
--> statement-breakpoint
CREATE TRIGGER suite_expiry_spans_update AFTER UPDATE ON leases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_expiry_spans_from_leases();
--> statement-breakpoint
CREATE TRIGGER suite_expiry_spans_delete AFTER DELETE ON leases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION suite_expiry_spans_from_leases();
--> statement-breakpoint
-- The suites leased today get their spans (the buckets' triggers fill them).
INSERT INTO suite_expiry_spans (space_id, from_day, to_day)
SELECT * FROM suite_expiry_spans_of((SELECT array_agg(DISTINCT space_id) FROM leases)) ORDER BY 1, 2;
