-- The retail spans of the suites a statement wrote, read and replaced as before, in steps that stay
-- linear in the number of suites: each leased run's area is joined from the suites rather than read by
-- a sub-select per run, the suites are matched by joining the array's elements rather than testing
-- each row against the whole array, and the spans to drop or add are found by anti-joins rather than
-- NOT IN (which PostgreSQL runs row by row once the set outgrows work_mem). Before, a statement writing
-- n suites or their leases took n² steps: the 10× large set's 200,000 suites took 96 s to insert, and
-- its 300,000 leases did not finish in 10 minutes.
CREATE OR REPLACE FUNCTION retail_spans_of(p_suites integer[])
RETURNS TABLE (space_id integer, leased boolean, from_day date, to_day date, rsf numeric)
LANGUAGE sql
STABLE
AS $$
  WITH suites AS (
    SELECT s.id, s.rentable_sf FROM spaces s JOIN properties p ON p.id = s.property_id
    WHERE s.id IN (SELECT unnest(p_suites)) AND p.asset_class = 'retail'
  ), covers AS (
    SELECT l.space_id, l.start_date AS s, l.end_date + 1 AS e FROM leases l
    WHERE l.space_id IN (SELECT id FROM suites) AND l.status IN ('active', 'expired') AND l.start_date <= l.end_date
  ), runs AS (
    SELECT c.*, sum(c.starts_run) OVER (PARTITION BY c.space_id ORDER BY c.s, c.e) AS run
    FROM (
      SELECT covers.*, CASE WHEN covers.s <= max(covers.e) OVER (PARTITION BY covers.space_id ORDER BY covers.s, covers.e
        ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) THEN 0 ELSE 1 END AS starts_run
      FROM covers
    ) c
  )
  SELECT id, false, '-infinity'::date, 'infinity'::date, rentable_sf FROM suites
  UNION ALL
  SELECT r.space_id, true, min(r.s), max(r.e), s.rentable_sf
  FROM runs r JOIN suites s ON s.id = r.space_id
  GROUP BY r.space_id, r.run, s.rentable_sf
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION retail_spans_refresh(p_suites integer[])
RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF p_suites IS NULL OR cardinality(p_suites) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM spaces WHERE id IN (SELECT unnest(p_suites)) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM retail_suite_spans r WHERE r.space_id IN (SELECT unnest(p_suites))
    AND NOT EXISTS (
      SELECT 1 FROM retail_spans_of(p_suites) f
      WHERE f.space_id = r.space_id AND f.leased = r.leased AND f.from_day = r.from_day
        AND f.to_day = r.to_day AND f.rsf = r.rsf);
  INSERT INTO retail_suite_spans (space_id, leased, from_day, to_day, rsf)
  SELECT * FROM retail_spans_of(p_suites) f
  WHERE NOT EXISTS (
    SELECT 1 FROM retail_suite_spans r
    WHERE r.space_id = f.space_id AND r.leased = f.leased AND r.from_day = f.from_day
      AND r.to_day = f.to_day AND r.rsf = f.rsf)
  ORDER BY 1, 2, 3;
END
$$;
--> statement-breakpoint
-- lease_status_counts: moved once per statement by the net change of each status over the statement's rows,
-- instead of once per row. Every row of a bulk insert updated the same count row within one
-- transaction, and each update walked the chain of versions the earlier ones left (none can be pruned
-- before the commit): quadratic, hours for the 10× large set.
CREATE OR REPLACE FUNCTION lease_status_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM lease_status_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO lease_status_counts AS c (status, leases)
    SELECT status, count(*)::int FROM new_rows GROUP BY status ORDER BY status
    ON CONFLICT (status) DO UPDATE SET leases = c.leases + excluded.leases;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE lease_status_counts c SET leases = c.leases - o.n
    FROM (SELECT status, count(*)::int AS n FROM old_rows GROUP BY status) o WHERE c.status = o.status;
  ELSE
    INSERT INTO lease_status_counts AS c (status, leases)
    SELECT status, sum(n)::int FROM (
      SELECT status, 1 AS n FROM new_rows UNION ALL SELECT status, -1 FROM old_rows
    ) d GROUP BY status HAVING sum(n) <> 0 ORDER BY status
    ON CONFLICT (status) DO UPDATE SET leases = c.leases + excluded.leases;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER lease_status_counts_keep ON leases;
--> statement-breakpoint
CREATE TRIGGER lease_status_counts_keep_insert AFTER INSERT ON leases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER lease_status_counts_keep_update AFTER UPDATE ON leases REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_status_counts_keep();
--> statement-breakpoint
CREATE TRIGGER lease_status_counts_keep_delete AFTER DELETE ON leases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION lease_status_counts_keep();
--> statement-breakpoint
-- option_type_counts: moved once per statement by the net change of each option_type over the statement's rows,
-- instead of once per row. Every row of a bulk insert updated the same count row within one
-- transaction, and each update walked the chain of versions the earlier ones left (none can be pruned
-- before the commit): quadratic, hours for the 10× large set.
CREATE OR REPLACE FUNCTION option_type_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM option_type_counts;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO option_type_counts AS c (option_type, options)
    SELECT option_type, count(*)::int FROM new_rows GROUP BY option_type ORDER BY option_type
    ON CONFLICT (option_type) DO UPDATE SET options = c.options + excluded.options;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE option_type_counts c SET options = c.options - o.n
    FROM (SELECT option_type, count(*)::int AS n FROM old_rows GROUP BY option_type) o WHERE c.option_type = o.option_type;
  ELSE
    INSERT INTO option_type_counts AS c (option_type, options)
    SELECT option_type, sum(n)::int FROM (
      SELECT option_type, 1 AS n FROM new_rows UNION ALL SELECT option_type, -1 FROM old_rows
    ) d GROUP BY option_type HAVING sum(n) <> 0 ORDER BY option_type
    ON CONFLICT (option_type) DO UPDATE SET options = c.options + excluded.options;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER option_type_counts_keep ON options;
--> statement-breakpoint
CREATE TRIGGER option_type_counts_keep_insert AFTER INSERT ON options REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION option_type_counts_keep();
--> statement-breakpoint
CREATE TRIGGER option_type_counts_keep_update AFTER UPDATE ON options REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION option_type_counts_keep();
--> statement-breakpoint
CREATE TRIGGER option_type_counts_keep_delete AFTER DELETE ON options REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION option_type_counts_keep();
